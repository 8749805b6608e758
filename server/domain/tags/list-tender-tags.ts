import { sql } from 'drizzle-orm';
import type { Tag } from '../../../common/api/tags';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { tenderNotFound } from '../tenders/get-tender-detail';
import { presentTagOrFavorites } from './present-tag';

/** A tender that exists (withdrawn ones too: their page still shows); else a 404. */
export async function assertTenderExists(db: Db, projectId: number) {
  const [row] = await queryRows(db, sql`select 1 from projects where id = ${projectId}`);
  if (!row) throw tenderNotFound();
}

interface ProjectTagRow {
  id: number | null;
  name: string | null;
  font_color: string | null;
  background_color: string | null;
}

/** The tags the user put on a tender: Favoritos first, then by name. */
export async function listTenderTags(db: Db, userId: number, projectId: number): Promise<Tag[]> {
  await assertTenderExists(db, projectId);
  const rows = await queryRows<ProjectTagRow>(
    db,
    sql`select t.id, t.name, t.font_color, t.background_color
        from project_tags pt left join tags t on t.id = pt.tag_id
        where pt.user_id = ${userId} and pt.project_id = ${projectId}
        order by pt.tag_id is not null, lower(t.name), t.id`,
  );
  return rows.map((r) =>
    presentTagOrFavorites(
      r.id === null
        ? null
        : {
            id: r.id,
            name: r.name ?? '',
            fontColor: r.font_color ?? '',
            backgroundColor: r.background_color ?? '',
          },
    ),
  );
}
