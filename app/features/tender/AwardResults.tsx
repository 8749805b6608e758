import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { AwardDetails } from './AwardDetails';
import { LotsCarousel } from './LotsCarousel';

/** One block of results for a tender without lots, else the carousel of its lots. */
export function AwardResults({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  if (tender.lots.length > 0) {
    return (
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tender.lots.title')}
        </Title>
        <LotsCarousel lots={tender.lots} />
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('tender.awards.title')}
      </Title>
      <Paper withBorder radius="md" p="md" aria-label={t('tender.awards.title')} role="group">
        {tender.tender_results.length > 0 ? (
          <Stack gap="md">
            {tender.tender_results.map((result, i) => (
              <Fragment key={result.id}>
                {i > 0 && <Divider />}
                <AwardDetails
                  result={result}
                  tendered={{ total: tender.total_amount, taxExclusive: tender.tax_exclusive_amount }}
                  withRatio
                />
              </Fragment>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tender.awards.none')}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
