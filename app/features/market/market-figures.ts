import type { TFunction } from 'i18next';
import { amountBasisKey } from '../../../common/amount-basis';
import type { MarketAnalysis } from '../../../common/api/market';
import { formatAmount, formatCount, formatPercent } from '../../../common/format';

export interface MarketFigure {
  key: 'tenders' | 'awardedAmount' | 'offers' | 'discount' | 'singleOffer';
  /** Its name; an amount's is its basis, in the words of every screen. */
  label: string;
  /** As shown: "1.234", "5,5", "12,3 %"; the 'none' text when the sample is empty. */
  value: string;
  /** Awards the figure is computed over (null for plain counts). */
  sample: number | null;
  /** Quartiles and what was left out, as sentences. */
  details: string[];
}

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/**
 * The market's headline figures, each with its sample: the cards on screen and the summary sheet
 * of the export read the same list.
 */
export function marketFigures(m: MarketAnalysis, t: TFunction): MarketFigure[] {
  const c = m.competition;
  const none = t('market.figures.none');
  const quartiles = (q1: number | null, q3: number | null, format: (n: number) => string) =>
    q1 === null || q3 === null ? [] : [t('market.figures.quartiles', { q1: format(q1), q3: format(q3) })];
  return [
    {
      key: 'tenders',
      label: t('market.figures.tenders'),
      value: formatCount(m.tenders),
      sample: null,
      details: [],
    },
    {
      key: 'awardedAmount',
      label: t(amountBasisKey('awarded_tax_exclusive')),
      value: formatAmount(m.awarded_amount),
      sample: m.awards,
      details: [t('market.figures.awards', { count: m.awards, n: formatCount(m.awards) })],
    },
    {
      key: 'offers',
      label: t('market.figures.offers'),
      value: c.offers_median === null ? none : decimal.format(c.offers_median),
      sample: c.offers_sample_size,
      details: quartiles(c.offers_q1, c.offers_q3, (n) => decimal.format(n)),
    },
    {
      key: 'discount',
      label: t('market.figures.discount'),
      value: c.discount_median === null ? none : formatPercent(c.discount_median),
      sample: c.discount_sample_size,
      details: [
        ...quartiles(c.discount_q1, c.discount_q3, formatPercent),
        ...(c.discount_excluded
          ? [t('market.figures.leftOut', { count: c.discount_excluded, n: formatCount(c.discount_excluded) })]
          : []),
      ],
    },
    {
      key: 'singleOffer',
      label: t('market.figures.singleOffer'),
      value: c.single_offer_share === null ? none : formatPercent(c.single_offer_share),
      sample: c.offers_sample_size,
      details: [],
    },
  ];
}
