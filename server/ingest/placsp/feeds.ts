import { FEED_CODES, type FeedCode } from '../../../common/feeds';

/**
 * How each feed names itself: in the feed title/id/self link (`…Completo v3`,
 * `sindicacion_1044/…`, `DatosAbiertosMenores`) and in its entry ids
 * (`…/licitacionesPerfilContratante/<n>`, `…/PlataformasAgregadasSinMenores/<n>`,
 * `…/datosAbiertosMenores/<n>`).
 */
const FEED_MARKERS: Record<FeedCode, RegExp> = {
  '643': /licitacionesPerfil(?:es)?Contratante|sindicacion_643\//i,
  '1044': /PlataformasAgregadasSinMenores|Plataformas Agregadas Sin Menores|sindicacion_1044\//i,
  '1143': /contratosMenoresPerfilesContratantes|DatosAbiertosMenores|sindicacion_1143\//i,
};

/** The feed named by the first of these texts that names one (title, id, link or entry id). */
export function detectFeed(...texts: Array<string | null | undefined>): FeedCode | null {
  for (const text of texts) {
    if (!text) continue;
    for (const feed of FEED_CODES) if (FEED_MARKERS[feed].test(text)) return feed;
  }
  return null;
}
