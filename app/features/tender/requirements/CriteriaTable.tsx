import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AwardingCriterionView } from '../../../../common/api/tender-requirements';
import type { CriteriaSplit } from '../../../../common/requirements/criteria-split';
import {
  criterionTypeText,
  percentText,
  splitText,
  weightText,
} from '../../../../common/requirements/requirement-texts';
import { PliegoSource } from './PliegoSource';
import { criterionShares } from './requirement-scopes';

/** The scope's split on one line (what decides the award), then its criteria with their weights. */
export function CriteriaTable({
  criteria,
  split,
}: {
  criteria: AwardingCriterionView[];
  split: CriteriaSplit | null;
}) {
  const { t } = useTranslation();
  const shares = criterionShares(criteria);
  const summary = split ? splitText(t, split) : '';
  return (
    <Stack gap="xs">
      {summary && (
        <Text fw={600} data-testid="criteria-split">
          {summary}
        </Text>
      )}
      <Table withTableBorder verticalSpacing="xs" aria-label={t('requirements.section.criteria.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('requirements.section.criteria.description')}</Table.Th>
            {/* Narrow figure columns leave the width to the criterion's text. */}
            <Table.Th w="8rem">{t('requirements.section.criteria.type')}</Table.Th>
            <Table.Th w="4.5rem" ta="right">
              {t('requirements.section.criteria.weight')}
            </Table.Th>
            <Table.Th w="7rem" ta="right">
              {t('requirements.section.criteria.share')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {criteria.map((c, i) => (
            // Criteria have no id of their own; their order is the published one.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
            <Table.Tr key={i}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {c.description ?? t('requirements.section.criteria.noDescription')}
                <PliegoSource item={c} />
              </Table.Td>
              <Table.Td>{criterionTypeText(c.type_code)}</Table.Td>
              <Table.Td ta="right">{weightText(c.weight)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {shares[i] == null ? '—' : percentText(shares[i])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
