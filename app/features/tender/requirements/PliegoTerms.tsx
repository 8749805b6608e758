import { List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderRequirementsView } from '../../../../common/api/tender-requirements';
import { PliegoSource } from './PliegoSource';

/**
 * Execution term, price revision and site visit: the feed never says them, the pliego may. A card
 * of its own beside the scopes' cards, since they bind the whole tender.
 */
export function PliegoTerms({ requirements }: { requirements: TenderRequirementsView | null }) {
  const { t } = useTranslation();
  const s = 'requirements.section';
  const yesNo = (answer: boolean) => (answer ? t(`${s}.yes`) : t(`${s}.no`));
  const term = requirements?.execution_term;
  const revision = requirements?.price_revision;
  const visit = requirements?.site_visit;
  if (!term && !revision && !visit) return null;
  return (
    <Paper withBorder p="md" role="group" aria-label={t(`${s}.pliegoTerms`)} data-testid="pliego-terms">
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t(`${s}.pliegoTerms`)}
        </Text>
        <List size="sm" spacing={4}>
          {term && (
            <List.Item data-testid="execution-term">
              {t(`${s}.executionTerm`, { term: term.text })}
              <PliegoSource item={term} />
            </List.Item>
          )}
          {revision && (
            <List.Item data-testid="price-revision">
              {t(`${s}.priceRevision`, { answer: yesNo(revision.applies) })}
              <PliegoSource item={revision} />
            </List.Item>
          )}
          {visit && (
            <List.Item data-testid="site-visit">
              {t(`${s}.siteVisit`, { answer: yesNo(visit.required) })}
              <PliegoSource item={visit} />
            </List.Item>
          )}
        </List>
      </Stack>
    </Paper>
  );
}
