import { z } from 'zod';
import { DB_INTEGER_MAX } from './fields';
import { idParamsSchema } from './procurement-project';
import { API_TEXTS } from './texts';

/** The built-in tag every user has: not a stored row, never edited nor deleted. */
export const FAVORITES_TAG_ID = -1;

export const TAG_MESSAGES = {
  nameRequired: API_TEXTS.tags.nombreObligatorio,
  nameTooLong: API_TEXTS.tags.nombreNoPuedeTenerMas,
  fontColor: API_TEXTS.tags.colorTextoTenerFormatoRrggbb,
  backgroundColor: API_TEXTS.tags.colorFondoTenerFormatoRrggbb,
  duplicate: API_TEXTS.tags.yaTienesEtiquetaConEse,
  favoritesReadOnly: API_TEXTS.tags.etiquetaFavoritosNoPuedeModificar,
  favoritesUndeletable: API_TEXTS.tags.etiquetaFavoritosNoPuedeBorrar,
  notFound: API_TEXTS.tags.noExisteEtiquetaSolicitada,
} as const;

export const TAG_NAME_MAX = 40;
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

const color = (message: string) =>
  z
    .string(message)
    .trim()
    .regex(HEX_COLOR, message)
    .transform((c) => c.toUpperCase());

/** What a user sets on a tag of their own. */
export const tagInputSchema = z.object({
  name: z
    .string(TAG_MESSAGES.nameRequired)
    .trim()
    .min(1, TAG_MESSAGES.nameRequired)
    .max(TAG_NAME_MAX, TAG_MESSAGES.nameTooLong),
  font_color: color(TAG_MESSAGES.fontColor),
  background_color: color(TAG_MESSAGES.backgroundColor),
});
export type TagInput = z.input<typeof tagInputSchema>;

/** POST /v1/tags and PUT /v1/tags/{id}/: `{ tag: { name, font_color, background_color } }`. */
export const tagBodySchema = z.object({ tag: tagInputSchema });

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  font_color: z.string(),
  background_color: z.string(),
  /** `favorites` for the built-in tag, `custom` for the user's own. */
  type: z.enum(['favorites', 'custom']),
});
export type Tag = z.infer<typeof tagSchema>;

export const FAVORITES_TAG: Tag = {
  id: FAVORITES_TAG_ID,
  name: 'Favoritos',
  font_color: '#1A1B1E',
  background_color: '#EEBD01',
  type: 'favorites',
};

export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export const tagResponseSchema = z.object({ tag: tagSchema });

const INVALID_TAG_ID = API_TEXTS.tags.identificadorEtiquetaNoValido;
/** A tag in a path: -1 (Favoritos) or a positive database id. */
export const tagIdSchema = z.coerce
  .number(INVALID_TAG_ID)
  .int(INVALID_TAG_ID)
  .max(DB_INTEGER_MAX, INVALID_TAG_ID)
  .refine((id) => id === FAVORITES_TAG_ID || id >= 1, INVALID_TAG_ID);

export const tagIdParamsSchema = z.object({ id: tagIdSchema });

/** POST/DELETE /v1/procurement_projects/{id}/tags/{tag_id}: a tender and one of the user's tags. */
export const projectTagParamsSchema = idParamsSchema.extend({ tag_id: tagIdSchema });
