import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PliegoFindings } from '../../common/api/pliego-findings';
import type { TenderPliego } from '../../common/requirements/pliego-requirements';
import type { Db } from '../db/client';
import { documentContents, tenderDocuments } from '../db/schema';

const hasFindings = (f: PliegoFindings) =>
  f.financial.length + f.technical.length + f.classifications.length + f.guarantees.length > 0 ||
  f.awarding_criteria.length > 0 ||
  f.execution_term != null ||
  f.price_revision != null ||
  f.site_visit != null;

/**
 * The read document whose findings count for the tender: its first PCAP (type legal) with any,
 * else the first other document with any; null when no read document says anything.
 */
export async function tenderPliego(db: Db, projectId: number): Promise<TenderPliego | null> {
  const rows = await db
    .select({
      id: tenderDocuments.id,
      name: tenderDocuments.name,
      type: tenderDocuments.type,
      findings: documentContents.findings,
    })
    .from(tenderDocuments)
    .innerJoin(documentContents, eq(documentContents.sha256, tenderDocuments.sha256))
    .where(
      and(
        eq(tenderDocuments.projectId, projectId),
        isNull(tenderDocuments.removedAt),
        isNotNull(documentContents.findings),
      ),
    )
    .orderBy(asc(tenderDocuments.id));
  const useful = rows.filter((r) => r.findings && hasFindings(r.findings));
  const chosen = useful.find((r) => r.type === 'legal') ?? useful[0];
  return chosen ? { document_id: chosen.id, document_name: chosen.name, findings: chosen.findings! } : null;
}
