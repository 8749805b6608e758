/** The legal notes live in a section of the public landing page (cookie banner and footer link here). */
export const LEGAL_NOTES_ID = 'avisos-legales';
export const LEGAL_NOTES_PATH = `/inicio#${LEGAL_NOTES_ID}`;
