import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderDocument } from '../../common/api/tender-documents';

const COLOR: Record<TenderDocument['status'], string> = {
  pending: 'gray',
  ok: 'green',
  no_text: 'yellow',
  failed: 'red',
};

/** Where our copy of a tender's document stands: Pendiente (and why the last try failed), Leído · N págs., Sin texto, No disponible. */
export function DocumentStateBadge({ doc }: { doc: Pick<TenderDocument, 'status' | 'pages' | 'error'> }) {
  const { t } = useTranslation();
  const label =
    doc.status === 'ok'
      ? t('tender.documents.state.ok', { count: doc.pages ?? 0 })
      : doc.status === 'failed'
        ? doc.error
          ? t('tender.documents.state.failed', { reason: doc.error })
          : t('tender.documents.state.failedNoReason')
        : doc.status === 'pending' && doc.error
          ? t('tender.documents.state.pendingRetry', { reason: doc.error })
          : t(`tender.documents.state.${doc.status}`);
  return (
    <Badge
      color={COLOR[doc.status]}
      variant="light"
      tt="none"
      data-testid="document-state"
      maw="100%"
      h="auto"
      py={2}
      // A failure's reason is the point of the badge: it wraps on a narrow screen rather than being cut.
      radius="sm"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left' } }}
    >
      {label}
    </Badge>
  );
}
