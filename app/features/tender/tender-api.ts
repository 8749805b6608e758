import { tenderCompetitionSchema } from '../../../common/api/competition';
import { pathOf } from '../../../common/api/contract';
import { projectDetailSchema } from '../../../common/api/procurement-project';
import { CALENDAR_ROUTES } from '../../../common/api/routes/calendar';
import { api } from '../../api/client';
import { saveFile } from '../../export/download';

export const fetchTenderDetail = (id: string, signal?: AbortSignal) =>
  api.get(`/v1/procurement_projects/${encodeURIComponent(id)}`, { schema: projectDetailSchema, signal });

export const fetchTenderCompetition = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/procurement_projects/${id}/competition`, { schema: tenderCompetitionSchema, signal });

/** The open tender's deadline as a calendar file, saved under the server's name. */
export async function downloadTenderCalendar(id: number): Promise<void> {
  const { blob, fileName } = await api.file(pathOf(CALENDAR_ROUTES.tenderFile.path, { id }));
  saveFile(blob, fileName ?? `licitacion-${id}.ics`);
}
