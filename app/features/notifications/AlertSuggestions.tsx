import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBulb, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertSuggestion } from '../../../common/api/alert-suggestions';
import {
  useAlertSuggestions,
  useApplySuggestion,
  useUndoSuggestion,
} from '../../api/alerts/use-alert-suggestions';

/** The suggestion's value as said: a word, or a CPV class with its name. */
const valueText = (s: AlertSuggestion) => (s.value_label ? `${s.value} (${s.value_label})` : s.value);

/**
 * Above the inbox: what the user's 'No me interesa' suggests of their alerts ('Excluir
 * "mantenimiento"', 'Quitar el CPV 5041'), each applied with one click; the last one applied can
 * be undone right there.
 */
export function AlertSuggestions() {
  const { t } = useTranslation();
  const suggestions = useAlertSuggestions().data?.suggestions ?? [];
  const apply = useApplySuggestion();
  const undo = useUndoSuggestion();
  const [applied, setApplied] = useState<{ suggestion: AlertSuggestion; changeId: number } | null>(null);
  if (suggestions.length === 0 && !applied) return null;
  return (
    <Stack gap="xs">
      {applied && (
        <Alert color="teal" icon={<IconCheck />} role="status">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t(`alerts.suggestions.applied.${applied.suggestion.kind}`, {
                name: applied.suggestion.alert_name,
                value: valueText(applied.suggestion),
              })}
            </Text>
            <Button
              size="xs"
              variant="default"
              loading={undo.isPending}
              onClick={() =>
                undo.mutate(
                  { alertId: applied.suggestion.alert_id, changeId: applied.changeId },
                  { onSuccess: () => setApplied(null) },
                )
              }
            >
              {t('alerts.suggestions.undo')}
            </Button>
          </Group>
        </Alert>
      )}
      {suggestions.map((s) => (
        <Alert
          key={`${s.alert_id}:${s.kind}:${s.value}`}
          color="blue"
          icon={<IconBulb />}
          title={t('alerts.suggestions.title', { name: s.alert_name })}
        >
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t(`alerts.suggestions.why.${s.kind}`, { count: s.tenders, value: valueText(s) })}
            </Text>
            <Button
              size="xs"
              loading={apply.isPending && apply.variables?.value === s.value}
              onClick={() =>
                apply.mutate(
                  { alertId: s.alert_id, kind: s.kind, value: s.value },
                  { onSuccess: (result) => setApplied({ suggestion: s, changeId: result.change_id }) },
                )
              }
            >
              {t(`alerts.suggestions.action.${s.kind}`, { value: s.value })}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
