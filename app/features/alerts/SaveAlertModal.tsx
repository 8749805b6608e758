import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAILING_FREQUENCIES, type MailingFrequency } from '../../../common/api/mailing-frequency';
import { SOURCES, type SourceName } from '../../../common/api/procurement-search';
import { useFlash } from '../../ui/flash/flash-context';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { compactFilters, type SearchState } from '../../ui/search-state';
import { alertErrorLines } from './alert-errors';
import { useCreateAlert } from './use-alerts';

interface Props {
  search: SearchState;
  onClose(): void;
}

/**
 * Saves the search on screen as an alert: its name, e-mail frequency (daily by default) and data
 * sources (those of the search, or all). The server requires at least one source, and a refusal is flashed
 * field by field.
 */
export function SaveAlertModal({ search, onClose }: Props) {
  const { t } = useTranslation();
  const flash = useFlash();
  const create = useCreateAlert();
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<MailingFrequency>('daily');
  const [sources, setSources] = useState<SourceName[]>(
    search.filters.sources?.length ? search.filters.sources : [...SOURCES],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const words = search.q.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({
        name,
        searchTerms: words,
        filters: { ...compactFilters(search.filters), sources },
        mailing_frequency: frequency,
      });
      flash.success(t('alerts.save.created'));
      onClose();
    } catch (error) {
      const lines = alertErrorLines(error, t);
      if (lines) flash.error(lines);
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('alerts.save.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('alerts.save.intro')}</Text>
          <Text size="sm" fw={500} c={words ? undefined : 'red'} data-testid="alert-search-terms">
            {words ? t('alerts.save.searchTerms', { terms: words }) : t('alerts.save.noSearchTerms')}
          </Text>
          <TextInput
            label={t('alerts.save.name')}
            withAsterisk
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            disabled={create.isPending}
          />
          <NativeSelect
            label={t('alerts.save.frequency')}
            value={frequency}
            onChange={(event) => setFrequency(event.currentTarget.value as MailingFrequency)}
            data={MAILING_FREQUENCIES.map((value) => ({ value, label: t(`alerts.frequencies.${value}`) }))}
            disabled={create.isPending}
          />
          <Checkbox.Group
            label={t('alerts.save.sources')}
            withAsterisk
            value={sources}
            onChange={(value) => setSources(value as SourceName[])}
            error={errors['filters.sources']}
          >
            <Stack gap={6} mt={6}>
              {SOURCES.map((source) => (
                <Checkbox
                  key={source}
                  value={source}
                  label={t(`search.filters.sourceNames.${source}`)}
                  disabled={create.isPending}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              {t('alerts.save.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('alerts.save.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
