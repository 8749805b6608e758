import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExpectedCompetition as Expected } from '../../../common/api/competition';
import { formatCount, formatDate, formatPercent } from '../../../common/format';
import { SEARCH_PATH } from '../../ui/links';
import { INITIAL_SEARCH, toSearchParams } from '../../ui/search-state';
import { AwardField } from './AwardField';
import { useTenderCompetition } from './use-tender-competition';

/** Below this many comparable awards the block says to take the figures as a rough guide. */
const SMALL_SAMPLE = 10;

/** A median with the middle half around it: "3 de mediana (la mitad central, entre 1 y 5)". */
function useSpread(format: (n: number) => string) {
  const { t } = useTranslation();
  return (median: number | null, q1: number | null, q3: number | null) => {
    if (median === null) return t('tender.competition.expected.noData');
    const text = t('tender.competition.expected.median', { median: format(median) });
    return q1 === null || q3 === null || q1 === q3
      ? text
      : `${text} (${t('tender.competition.expected.range', { q1: format(q1), q3: format(q3) })})`;
  };
}

function Figures({ expected }: { expected: Expected }) {
  const { t } = useTranslation();
  const offers = useSpread(formatCount);
  const discount = useSpread(formatPercent);
  const cpvDigits = expected.basis === 'body_division' ? 2 : 4;
  const code = expected.cpv_code.slice(0, cpvDigits);
  const cpv = expected.cpv_label
    ? t('tender.competition.expected.cpv', { code, label: expected.cpv_label })
    : code;
  const search = toSearchParams({ ...INITIAL_SEARCH, filters: expected.search });
  return (
    <Stack gap="sm">
      <Group gap="xl" align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        <AwardField label={t('tender.competition.expected.offers')} testId="expected-offers">
          {offers(expected.offers_median, expected.offers_q1, expected.offers_q3)}
        </AwardField>
        <AwardField label={t('tender.competition.expected.discount')} testId="expected-discount">
          {discount(expected.discount_median, expected.discount_q1, expected.discount_q3)}
        </AwardField>
        <AwardField label={t('tender.competition.expected.singleOffer')} testId="expected-single-offer">
          {expected.single_offer_share === null
            ? t('tender.competition.expected.noData')
            : t('tender.competition.expected.singleOfferValue', {
                share: formatPercent(expected.single_offer_share),
              })}
        </AwardField>
      </Group>
      <Text size="sm" data-testid="expected-basis">
        {t(`tender.competition.expected.basis.${expected.basis}`, {
          count: expected.sample_size,
          body: expected.contracting_party_name,
          province: expected.province_name,
          cpv,
          since: formatDate(expected.since),
        })}{' '}
        {t('tender.competition.expected.discountSample', {
          count: expected.discount_sample_size,
          excluded: formatCount(expected.discount_excluded),
        })}
      </Text>
      {expected.sample_size < SMALL_SAMPLE && (
        <Text size="sm" c="dimmed">
          {t('tender.competition.expected.smallSample')}
        </Text>
      )}
      <Anchor component={Link} to={`${SEARCH_PATH}?${search}`} size="sm" fw={500}>
        {t('tender.competition.expected.link')}
      </Anchor>
    </Stack>
  );
}

/**
 * 'Competencia esperada' of an open tender: how many offers, how deep a discount and how often a
 * single offer among comparable awarded tenders, with the basis and sample written out.
 */
export function ExpectedCompetition({ tenderId }: { tenderId: number }) {
  const { t } = useTranslation();
  const competition = useTenderCompetition(tenderId);
  if (!competition.data) return null;
  const { expected } = competition.data;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('tender.competition.expected.title')}
      </Title>
      <Paper withBorder radius="md" p="md" role="group" aria-label={t('tender.competition.expected.title')}>
        {expected ? (
          <Figures expected={expected} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('tender.competition.expected.none')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
