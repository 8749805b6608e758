import { describe, expect, it } from 'vitest';
import { revertStatements, type Schema } from './migrations';

const schema = (
  tables: Record<string, string[]>,
  indexes: Record<string, string>,
  constraints: string[],
): Schema => ({
  tables: new Map(Object.entries(tables).map(([t, c]) => [t, new Set(c)])),
  indexes: new Map(Object.entries(indexes)),
  constraints: new Set(constraints),
});

describe('revertStatements', () => {
  const release = schema(
    { projects: ['id', 'source', 'title'], users: ['id'] },
    {
      'projects.projects_pkey': 'CREATE UNIQUE INDEX projects_pkey ON public.projects USING btree (id)',
      'projects.projects_source_idx':
        'CREATE INDEX projects_source_idx ON public.projects USING btree (source)',
      'users.users_pkey': 'CREATE UNIQUE INDEX users_pkey ON public.users USING btree (id)',
    },
    ['projects.projects_pkey', 'users.users_pkey'],
  );

  it('takes today’s schema back to the release: new tables, columns, indexes and constraints go, a renamed column gets its old name, a replaced index comes back', () => {
    const now = schema(
      {
        projects: ['id', 'feed', 'title', 'price_weight'],
        users: ['id', 'recommendations'],
        api_keys: ['id', 'user_id'],
      },
      {
        'projects.projects_pkey': 'CREATE UNIQUE INDEX projects_pkey ON public.projects USING btree (id)',
        'projects.projects_weight_idx':
          'CREATE INDEX projects_weight_idx ON public.projects USING btree (price_weight)',
        'users.users_pkey': 'CREATE UNIQUE INDEX users_pkey ON public.users USING btree (id)',
        'api_keys.api_keys_pkey': 'CREATE UNIQUE INDEX api_keys_pkey ON public.api_keys USING btree (id)',
      },
      ['projects.projects_pkey', 'users.users_pkey', 'users.users_email_check', 'api_keys.api_keys_pkey'],
    );
    expect(revertStatements(now, release)).toEqual([
      'drop index if exists "projects_weight_idx"',
      'alter table "projects" rename column "feed" to "source"',
      'alter table "projects" drop column "price_weight"',
      'CREATE INDEX projects_source_idx ON public.projects USING btree (source)',
      'alter table "users" drop constraint if exists "users_email_check"',
      'alter table "users" drop column "recommendations"',
      'drop table if exists "api_keys" cascade',
    ]);
  });

  it('changes nothing on a database at the release’s schema', () => {
    expect(revertStatements(release, release)).toEqual([]);
  });
});
