import { describe, expect, it } from 'vitest';
import { revertStatements, type Schema } from './migrations';

const schema = (tables: Record<string, string[]>, indexes: string[], constraints: string[]): Schema => ({
  tables: new Map(Object.entries(tables).map(([t, c]) => [t, new Set(c)])),
  indexes: new Set(indexes),
  constraints: new Set(constraints),
});

describe('revertStatements', () => {
  const release = schema(
    { projects: ['id', 'source', 'title'], users: ['id'] },
    ['projects.projects_pkey', 'users.users_pkey'],
    ['projects.projects_pkey', 'users.users_pkey'],
  );

  it('takes today’s schema back to the release: new tables, columns, indexes and constraints go, a renamed column gets its old name', () => {
    const now = schema(
      {
        projects: ['id', 'feed', 'title', 'price_weight'],
        users: ['id', 'recommendations'],
        api_keys: ['id', 'user_id'],
      },
      [
        'projects.projects_pkey',
        'projects.projects_weight_idx',
        'users.users_pkey',
        'api_keys.api_keys_pkey',
      ],
      ['projects.projects_pkey', 'users.users_pkey', 'users.users_email_check', 'api_keys.api_keys_pkey'],
    );
    expect(revertStatements(now, release)).toEqual([
      'drop index if exists "projects_weight_idx"',
      'alter table "projects" rename column "feed" to "source"',
      'alter table "projects" drop column "price_weight"',
      'alter table "users" drop constraint if exists "users_email_check"',
      'alter table "users" drop column "recommendations"',
      'drop table if exists "api_keys" cascade',
    ]);
  });

  it('changes nothing on a database at the release’s schema', () => {
    expect(revertStatements(release, release)).toEqual([]);
  });
});
