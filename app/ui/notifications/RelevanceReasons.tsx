import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Relevance } from '../../../common/api/notifications';
import { relevanceReasonText } from '../../../common/notifications/match-reason-text';

/**
 * What weighed most in the user's relevance score of the tender: 'Para ti: + limpieza viaria ·
 * + Ayuntamiento de Getafe · − suministro' (nothing before the user's first verdict).
 */
export function RelevanceReasons({ relevance }: { relevance: Relevance | null }) {
  const { t } = useTranslation();
  if (!relevance || relevance.reasons.length === 0) return null;
  return (
    <Text size="sm" data-testid="relevance-reasons">
      <Text span c="dimmed" size="sm">
        {t('notifications.relevance.label')}:
      </Text>{' '}
      {relevance.reasons.map((reason, index) => (
        <Fragment key={`${reason.sign}${reason.label}`}>
          {index > 0 && ' · '}
          <Text span size="sm" c={reason.sign === '+' ? 'teal.9' : 'red.9'}>
            {relevanceReasonText(reason)}
          </Text>
        </Fragment>
      ))}
    </Text>
  );
}
