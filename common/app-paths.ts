/** Where the app's tender page lives; e-mails, calendars and feeds link to it with the public URL before it. */
export const tenderPagePath = (id: number) => `/licitaciones/detalle/${id}`;

/** An absolute address of the app: the configured public URL (any trailing slash dropped) and a path. */
export const appUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
