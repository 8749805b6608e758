import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { formatAmount, formatDate, formatDateTime } from '../../../common/format';
import {
  alertDocumentMatch,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../common/notifications/notification-types';
import { EligibilityBadge } from '../eligibility/EligibilityBadge';
import { DocumentSnippet } from '../results/DocumentSnippet';
import { statusLabel } from '../tender-labels';
import { AlertReasons } from './AlertReasons';
import { ChangeList } from './ChangeList';
import { DocumentChangeList } from './DocumentChangeList';
import { NotificationFrame, ReasonBadge } from './NotificationFrame';
import { executionEndOf, notificationReasons } from './notification-reasons';
import type { NotificationTarget } from './notification-target';
import { PartySection } from './PartySection';
import { PipelineNotice } from './PipelineNotice';
import { RelevanceReasons } from './RelevanceReasons';
import { RenewalEnd } from './RenewalEnd';

/** The tender's key data: body, estimated value, deadline and status (blank ones left out). */
function TenderFacts({ tender }: { tender: ProjectSummary }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    ['body', tender.contracting_party?.name ?? ''],
    ['amount', formatAmount(tender.estimated_overall_contract_amount ?? tender.total_amount)],
    ['deadline', formatDateTime(tender.submission_deadline)],
    ['status', statusLabel(tender)],
  ];
  return (
    <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
      {facts
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <Text size="sm" key={key}>
            <Text span c="dimmed" size="sm">
              {t(`notifications.${key}`)}:
            </Text>{' '}
            {value}
          </Text>
        ))}
    </Group>
  );
}

const REASON_COLORS: Partial<Record<NotificationKind, string>> = { alert: 'blue', renewal: 'orange' };

/**
 * One tender notification card: why (new tender with its alerts, changes of a followed
 * tender, a followed company's news, a reminder), the tender, which opens in the side panel, and
 * the star and discard buttons (left out when `readOnly`).
 */
export function NotificationCard({
  notification,
  onOpen,
  readOnly,
}: {
  notification: Notification;
  onOpen(target: NotificationTarget): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { project: tender } = notification;
  const reasons = notificationReasons(notification);
  const title = tender?.title ?? notification.party?.name ?? t('notifications.untitled');
  const executionEnd = executionEndOf(notification);
  const documentMatch = alertDocumentMatch(notification.data);

  return (
    <NotificationFrame
      notification={notification}
      title={title}
      highlight={notification.match_reasons.flatMap((reason) => reason.terms)}
      readOnly={readOnly}
      onOpen={tender ? () => onOpen({ kind: 'tender', id: tender.id }) : undefined}
      badges={[
        ...reasons.map((reason) => (
          <ReasonBadge key={reason} color={REASON_COLORS[reason] ?? 'teal'}>
            {t(NOTIFICATION_KINDS[reason].label)}
          </ReasonBadge>
        )),
        ...(notification.eligibility
          ? [<EligibilityBadge key="eligibility" verdict={notification.eligibility} size="sm" />]
          : []),
      ]}
    >
      {tender && <TenderFacts tender={tender} />}
      <AlertReasons reasons={notification.match_reasons} quotesDocument={documentMatch !== null} />
      <RelevanceReasons relevance={notification.relevance} />
      {documentMatch && (
        <DocumentSnippet match={documentMatch} label={t('notifications.documentMatch')} size="sm" />
      )}
      {reasons.includes('procurement_project_subscription') && <ChangeList data={notification.data} />}
      {reasons.includes('document_change') && <DocumentChangeList data={notification.data} />}
      {reasons.includes('contracting_party') && (
        <PartySection notification={notification} as="contracting_party" />
      )}
      {reasons.includes('awardee') && <PartySection notification={notification} as="awardee" />}
      {reasons.includes('renewal') && <RenewalEnd data={notification.data} />}
      <PipelineNotice notification={notification} />
      {executionEnd && (
        <Text size="sm">{t('notifications.reminder', { date: formatDate(executionEnd) })}</Text>
      )}
    </NotificationFrame>
  );
}
