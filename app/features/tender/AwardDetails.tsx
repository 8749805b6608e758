import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { amountBasisKey, awardedAmounts } from '../../../common/amount-basis';
import type { TenderResult } from '../../../common/api/procurement-project';
import { formatAmount, formatDate, formatEuros } from '../../../common/format';
import { PartyWithBell } from '../../ui/follows/PartyWithBell';
import { partyPath } from '../../ui/links';
import { AwardCompetitionFields } from './AwardCompetitionFields';
import { AwardField } from './AwardField';
import { type AmountPair, compareAward, formatRatio } from './award-difference';
import { TruncatedText } from './TruncatedText';

interface AwardDetailsProps {
  result: TenderResult;
  /** What was tendered (the tender's or the lot's budget, with VAT and without), to compare with. */
  tendered: AmountPair;
  /** The percentage goes with the difference in the no-lot block only. */
  withRatio: boolean;
}

/**
 * One award: its status, the winner (a link), its amounts (each named by its basis) and date,
 * then its competition (offers, discount, lowest and highest offer, SME), the difference to the
 * tendered amount and the reason.
 */
export function AwardDetails({ result, tendered, withRatio }: AwardDetailsProps) {
  const { t } = useTranslation();
  const amounts = awardedAmounts(result);
  const difference = compareAward(
    { total: result.payable_amount, taxExclusive: result.tax_exclusive_amount },
    tendered,
  );
  let differenceText = '';
  if (difference) {
    const euros = formatEuros(difference.amount);
    const inEuros = difference.withoutVat ? t('tender.awards.withoutVat', { amount: euros }) : euros;
    differenceText =
      withRatio && difference.ratio !== null
        ? t('tender.awards.differenceRatio', { difference: inEuros, ratio: formatRatio(difference.ratio) })
        : inEuros;
  }
  return (
    <Stack gap={6}>
      {result.result_code_label && (
        <Group gap="xs">
          <Badge variant="light" size="sm" aria-label={t('tender.awards.result')}>
            {result.result_code_label}
          </Badge>
        </Group>
      )}
      <AwardField label={t('tender.awards.winner')}>
        {result.party ? (
          <PartyWithBell partyId={result.party.id}>
            <Anchor component={Link} to={partyPath(result.party.id)} size="sm" fw={500}>
              {result.party.name}
            </Anchor>
          </PartyWithBell>
        ) : (
          t('tender.awards.noWinner')
        )}
      </AwardField>
      {(amounts.length > 0 || result.award_date) && (
        <Group gap="lg" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
          {amounts.map(({ basis, value }) => (
            <AwardField key={basis} label={t(amountBasisKey(basis))} testId="award-amount" basis={basis}>
              {formatAmount(value)}
            </AwardField>
          ))}
          {result.award_date && (
            <AwardField label={t('tender.awards.date')} testId="award-date">
              {formatDate(result.award_date)}
            </AwardField>
          )}
        </Group>
      )}
      <AwardCompetitionFields tenderId={result.procurement_project_id} resultId={result.id} />
      {differenceText && (
        <AwardField label={t('tender.awards.difference')} testId="award-difference">
          {differenceText}
        </AwardField>
      )}
      {result.summary && (
        <AwardField label={t('tender.awards.reason')}>
          <TruncatedText text={result.summary} />
        </AwardField>
      )}
    </Stack>
  );
}
