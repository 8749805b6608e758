import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FeedStatus } from '../../../common/api/sources';
import { feedLabel } from '../../../common/feeds';
import { formatDateMinutes } from '../../../common/format';

/** Each followed source's (PLACSP feeds, BOE) last synchronisation, success and error. */
export function FeedsTable({ feeds }: { feeds: FeedStatus[] }) {
  const { t } = useTranslation();
  if (feeds.length === 0) return <Text c="dimmed">{t('adminJobs.feeds.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('adminJobs.feeds.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminJobs.feeds.feed')}</Table.Th>
            <Table.Th>{t('adminJobs.feeds.lastUpdated')}</Table.Th>
            <Table.Th>{t('adminJobs.feeds.lastSuccess')}</Table.Th>
            <Table.Th>{t('adminJobs.feeds.lastError')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {feeds.map((feed) => (
            <Table.Tr key={feed.feed} data-testid="job-feed">
              <Table.Td>{feed.feed === 'boe' ? t('adminJobs.feeds.boe') : feedLabel(feed.feed)}</Table.Td>
              <Table.Td>{formatDateMinutes(feed.last_updated)}</Table.Td>
              <Table.Td>{formatDateMinutes(feed.last_success_at) || t('adminJobs.feeds.never')}</Table.Td>
              <Table.Td>
                {feed.last_error_at && `${formatDateMinutes(feed.last_error_at)} — ${feed.last_error ?? ''}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
