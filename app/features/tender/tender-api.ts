import { pathOf } from '../../../common/api/contract';
import { CALENDAR_ROUTES } from '../../../common/api/routes/calendar';
import { TENDER_ROUTES } from '../../../common/api/routes/tenders';
import { api } from '../../api/client';
import { saveFile } from '../../export/download';

// The id comes from the page's address; Number() reads it as the server's id field does, so an
// id that cannot be one is still answered 400.
export const fetchTenderDetail = (id: string, signal?: AbortSignal) =>
  api.call(TENDER_ROUTES.show, { params: { id: Number(id) }, signal });

export const fetchTenderCompetition = (id: number, signal?: AbortSignal) =>
  api.call(TENDER_ROUTES.competition, { params: { id }, signal });

/** The open tender's deadline as a calendar file, saved under the server's name. */
export async function downloadTenderCalendar(id: number): Promise<void> {
  const { blob, fileName } = await api.file(pathOf(CALENDAR_ROUTES.tenderFile.path, { id }));
  saveFile(blob, fileName ?? `licitacion-${id}.ics`);
}
