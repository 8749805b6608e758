import { Highlight, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { reasonLabel, reasonParts } from '../../../common/notifications/match-reason-text';
import { SnippetText } from '../results/SnippetText';

/**
 * Why the card's alerts brought it, one line per alert: 'Alerta «X»: coinciden «limpieza» ·
 * Provincia: Madrid', and the pliego snippet when the card does not quote its page already.
 */
export function AlertReasons({
  reasons,
  quotesDocument,
}: {
  reasons: Notification['match_reasons'];
  /** The card shows the matching page itself (with its link): the lines need not quote it. */
  quotesDocument: boolean;
}) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <Stack gap={2}>
      {reasons.map((reason) => (
        <Text size="sm" key={reason.alert_id}>
          <Text span c="dimmed" size="sm">
            {reasonLabel(reason, t)}:
          </Text>{' '}
          <Highlight component="span" inherit highlight={reason.terms} color="yellow.2">
            {reasonParts(reason, t).join(' · ')}
          </Highlight>
          {reason.document_snippet && !quotesDocument && (
            <>
              {': «'}
              <SnippetText snippet={reason.document_snippet} />
              {'»'}
            </>
          )}
        </Text>
      ))}
    </Stack>
  );
}
