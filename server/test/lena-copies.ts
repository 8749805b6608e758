import { ENTRY_643, newTenderFrom } from './placsp-pages';

/** The real page holding Lena's tender. */
export const LENA_PAGE = 'placsp-atom-licitaciones.xml';
/** Lena's fire-prevention works (RES, CPV 77200000, Asturias ES120): lot 1 one offer, lot 2 five. */
export const LENA = `${ENTRY_643}19732184`;

/** Lena's tender as a new entry: `number` its id, `edits` applied to the copy. */
export const copyOfLena = (number: string, edits: [string, string][] = []) =>
  edits.reduce(
    (xml, [from, to]) => xml.replaceAll(from, to),
    newTenderFrom(LENA_PAGE, LENA, number, ['CON/2026/6', `CON/2026/${number}`]),
  );

/** Still open (pendiente de adjudicación), without awards yet. */
export const openEntry = (xml: string) =>
  xml
    .replace(/>RES<\/cbc-place-ext:ContractFolderStatusCode>/, '>EV</cbc-place-ext:ContractFolderStatusCode>')
    .replace(/<cac:TenderResult>[\s\S]*<\/cac:TenderResult>/, '');
