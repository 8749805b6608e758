-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- expression. This wrapper pins the dictionary and is declared IMMUTABLE, the usual recipe for
-- accent-insensitive trigram indexes on names.
CREATE OR REPLACE FUNCTION unaccent_immutable(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
