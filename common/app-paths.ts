/** Where the app's tender page lives; e-mails, calendars and feeds link to it with the public URL before it. */
export const tenderPagePath = (id: number) => `/licitaciones/detalle/${id}`;

/** A company's or contracting body's page. */
export const partyPagePath = (id: number) => `/licitaciones/empresa/${id}`;

/** An absolute address of the app: the configured public URL (any trailing slash dropped) and a path. */
export const appUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** Where a stored pliego opens: its viewer page, at a page of the file or of a ZIP member. */
export function pliegoViewerPath(documentId: number, at: { page?: number; member?: string } = {}): string {
  const query = new URLSearchParams();
  if (at.member) query.set('miembro', at.member);
  if (at.page) query.set('pagina', String(at.page));
  const search = query.toString();
  return `/licitaciones/documentos/pliego/${documentId}${search ? `?${search}` : ''}`;
}
