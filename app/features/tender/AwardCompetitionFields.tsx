import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AwardCompetition } from '../../../common/api/competition';
import { formatAmount, formatCount, formatPercent } from '../../../common/format';
import { AwardField } from './AwardField';
import { useTenderCompetition } from './use-tender-competition';

/** The discount as shown: raw, saying why statistics leave it out, or why it is unknown. */
function useDiscountText(award: AwardCompetition): string {
  const { t } = useTranslation();
  const reason = award.discount_exclusion && t(`tender.competition.exclusions.${award.discount_exclusion}`);
  if (award.discount === null) {
    return reason && award.discount_exclusion !== 'not_awarded'
      ? t('tender.competition.discountUnknown', { reason })
      : '';
  }
  const discount = formatPercent(award.discount);
  return reason ? t('tender.competition.discountLeftOut', { discount, reason }) : discount;
}

function Fields({ award }: { award: AwardCompetition }) {
  const { t } = useTranslation();
  const discount = useDiscountText(award);
  const lower = formatAmount(award.lower_offer);
  const higher = formatAmount(award.higher_offer);
  return (
    <Group gap="lg" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
      {award.offers_received !== null && (
        <AwardField label={t('tender.competition.offers')} testId="award-offers">
          {formatCount(award.offers_received)}
        </AwardField>
      )}
      {discount && (
        <AwardField label={t('tender.competition.discount')} testId="award-discount">
          {discount}
        </AwardField>
      )}
      {lower && higher && (
        <AwardField label={t('tender.competition.offerRange')} testId="award-offer-range">
          {t('tender.competition.offerRangeValue', { lower, higher })}
        </AwardField>
      )}
      {award.sme !== null && (
        <AwardField label={t('tender.competition.sme')} testId="award-sme">
          {award.sme ? t('tender.competition.yes') : t('tender.competition.no')}
        </AwardField>
      )}
    </Group>
  );
}

/**
 * An award's competition: offers received, discount, lowest and highest offer, SME winner.
 * Every award of the page reads the tender's one competition answer.
 */
export function AwardCompetitionFields({ tenderId, resultId }: { tenderId: number; resultId: number }) {
  const competition = useTenderCompetition(tenderId);
  const award = competition.data?.awards.find((a) => a.id === resultId);
  return award ? <Fields award={award} /> : null;
}
