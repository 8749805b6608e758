import { ActionIcon, Checkbox, Group, NativeSelect, Table, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Alert, alertProblems, type UpdateAlertBody } from '../../../common/api/alerts';
import { MAILING_FREQUENCIES, type MailingFrequency } from '../../../common/api/mailing-frequency';
import { FiltersSummary } from '../../ui/alerts/FiltersSummary';
import { MonthsAheadInput } from '../../ui/alerts/MonthsAheadInput';
import { NotificationCells } from './NotificationCells';
import { StarToggle } from './StarToggle';

interface Props {
  alert: Alert;
  saving: boolean;
  onSave(changes: UpdateAlertBody): void;
  onClose(): void;
  onToggleStar(): void;
}

/**
 * An alert in edit mode: name, search words (and a renewal alert's months), frequency and e-mail;
 * saved, or closed unchanged.
 */
export function AlertEditRow({ alert, saving, onSave, onClose, onToggleStar }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(alert.name);
  const [searchTerms, setSearchTerms] = useState(alert.searchTerms);
  const [frequency, setFrequency] = useState<MailingFrequency>(alert.mailing_frequency);
  const [sendEmail, setSendEmail] = useState(alert.send_email);
  const [months, setMonths] = useState<number | string>(alert.months_ahead ?? '');
  // A cleared months field keeps the alert's months.
  const monthsChange =
    alert.months_ahead !== null && typeof months === 'number' ? { months_ahead: months } : {};
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The server's own rules, checked first: an edit it would refuse is not sent.
  const save = () => {
    const problems = alertProblems({ name, searchTerms, filters: alert.filters });
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length > 0) return;
    onSave({ name, searchTerms, mailing_frequency: frequency, send_email: sendEmail, ...monthsChange });
  };

  return (
    <Table.Tr data-alert-id={alert.id} data-editing>
      <Table.Td>
        <TextInput
          size="xs"
          miw={150}
          aria-label={t('alerts.edit.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          disabled={saving}
        />
        {alert.months_ahead !== null && (
          <MonthsAheadInput
            size="xs"
            mt={6}
            miw={150}
            value={months}
            onChange={setMonths}
            disabled={saving}
          />
        )}
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          miw={150}
          aria-label={t('alerts.edit.searchTerms')}
          value={searchTerms}
          onChange={(event) => setSearchTerms(event.currentTarget.value)}
          error={errors.searchTerms}
          disabled={saving}
        />
      </Table.Td>
      <Table.Td>
        <FiltersSummary filters={alert.filters} />
      </Table.Td>
      <Table.Td>
        <Checkbox
          size="xs"
          mb={6}
          label={t('alerts.edit.sendEmail')}
          checked={sendEmail}
          onChange={(event) => setSendEmail(event.currentTarget.checked)}
          disabled={saving}
        />
        <NativeSelect
          size="xs"
          aria-label={t('alerts.edit.frequency')}
          value={frequency}
          onChange={(event) => setFrequency(event.currentTarget.value as MailingFrequency)}
          data={MAILING_FREQUENCIES.map((value) => ({ value, label: t(`alerts.frequencies.${value}`) }))}
          disabled={saving}
        />
      </Table.Td>
      <NotificationCells alert={alert} />
      <Table.Td>
        <StarToggle alert={alert} onToggle={onToggleStar} disabled={saving} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            aria-label={t('alerts.actions.save', { name: alert.name })}
            loading={saving}
            onClick={save}
          >
            <IconDeviceFloppy size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={t('alerts.actions.close', { name: alert.name })}
            onClick={onClose}
            disabled={saving}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
