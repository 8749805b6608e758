/** Where a stored pliego opens: its viewer page, at a page of the file or of a ZIP member. */
export function pliegoViewerPath(documentId: number, at: { page?: number; member?: string } = {}): string {
  const query = new URLSearchParams();
  if (at.member) query.set('miembro', at.member);
  if (at.page) query.set('pagina', String(at.page));
  const search = query.toString();
  return `/licitaciones/documentos/pliego/${documentId}${search ? `?${search}` : ''}`;
}
