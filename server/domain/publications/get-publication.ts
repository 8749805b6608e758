import { sql } from 'drizzle-orm';
import type { Publication } from '../../../common/api/publications';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { type PublicationRow, presentPublication, publicationColumns } from './present-publication';

export async function findPublicationRow(db: Db, identifier: string): Promise<PublicationRow> {
  const [row] = await queryRows<PublicationRow>(
    db,
    sql`select ${publicationColumns} from official_publications o where o.identifier = ${identifier}`,
  );
  if (!row) throw new AppError('not_found', t('errors.publications.notFound'));
  return row;
}

export async function getPublication(db: Db, identifier: string): Promise<Publication> {
  return presentPublication(await findPublicationRow(db, identifier));
}
