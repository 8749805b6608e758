import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderResult } from '../../../common/api/procurement-project';
import { formatAmount, formatDate, formatEuros } from '../../../common/format';
import { partyPath } from '../../ui/links';
import { PartyWithBell } from '../follows/PartyWithBell';
import { awardDifference, formatRatio } from './award-difference';
import { TruncatedText } from './TruncatedText';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}

interface AwardDetailsProps {
  result: TenderResult;
  /** What was tendered (the tender's or the lot's total, with VAT), to compare the award with. */
  tendered: string | null;
  /** The percentage goes with the difference in the no-lot block only. */
  withRatio: boolean;
}

/** One award: reason, date, amount, difference to the tendered amount and the winner (a link). */
export function AwardDetails({ result, tendered, withRatio }: AwardDetailsProps) {
  const { t } = useTranslation();
  const difference = awardDifference(result.payable_amount, tendered);
  const differenceText =
    difference &&
    (withRatio && difference.ratio !== null
      ? `${formatEuros(difference.amount)} (${formatRatio(difference.ratio)})`
      : formatEuros(difference.amount));
  return (
    <Stack gap={6}>
      {result.result_code_label && (
        <Group gap="xs">
          <Badge variant="light" size="sm" aria-label={t('tender.awards.result')}>
            {result.result_code_label}
          </Badge>
        </Group>
      )}
      <Field label={t('tender.awards.winner')}>
        {result.party ? (
          <PartyWithBell partyId={result.party.id}>
            <Anchor component={Link} to={partyPath(result.party.id)} size="sm" fw={500}>
              {result.party.name}
            </Anchor>
          </PartyWithBell>
        ) : (
          t('tender.awards.noWinner')
        )}
      </Field>
      {result.summary && (
        <Field label={t('tender.awards.reason')}>
          <TruncatedText text={result.summary} />
        </Field>
      )}
      {result.award_date && <Field label={t('tender.awards.date')}>{formatDate(result.award_date)}</Field>}
      {result.payable_amount && (
        <Field label={t('tender.awards.amount')}>{formatAmount(result.payable_amount)}</Field>
      )}
      {differenceText && <Field label={t('tender.awards.difference')}>{differenceText}</Field>}
    </Stack>
  );
}
