import { Button, Checkbox, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertType, alertProblems, DEFAULT_MONTHS_AHEAD } from '../../../common/api/alerts';
import { MAILING_FREQUENCIES, type MailingFrequency } from '../../../common/api/mailing-frequency';
import { SOURCES, type SourceName } from '../../../common/api/procurement-search';
import { useCreateAlert } from '../../api/alerts/use-alerts';
import { useFlash } from '../flash/flash-context';
import { serverFieldErrors } from '../forms/server-errors';
import { compactFilters, type SearchState } from '../search-state';
import { alertErrorLines, problemLines } from './alert-errors';
import { MonthsAheadInput } from './MonthsAheadInput';

interface Props {
  /** The words and filters on screen (the search's, or the renewal radar's). */
  search: Pick<SearchState, 'q' | 'filters'>;
  /** `renewal`: the radar's search, told of contracts as they come within `months_ahead` of their end. */
  alertType?: AlertType;
  onClose(): void;
}

/** A renewal alert is about contracts: the bulletin (BOE) publishes none. */
const sourcesOf = (type: AlertType): readonly SourceName[] =>
  type === 'renewal' ? SOURCES.filter((s) => s !== 'boe') : SOURCES;

/**
 * Saves the search on screen as an alert: its name, e-mail frequency (daily by default), data
 * sources (those of the search, or all) and, for a renewal alert, how many months before a
 * contract's end to be told (6 by default). The server requires at least one source, and a refusal
 * is flashed field by field.
 */
export function SaveAlertModal({ search, alertType = 'procurement', onClose }: Props) {
  const { t } = useTranslation();
  const flash = useFlash();
  const create = useCreateAlert();
  const renewal = alertType === 'renewal';
  const offered = sourcesOf(alertType);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<MailingFrequency>('daily');
  const [months, setMonths] = useState<number | string>(DEFAULT_MONTHS_AHEAD);
  const [sources, setSources] = useState<SourceName[]>(() => {
    const chosen = (search.filters.sources ?? []).filter((s) => offered.includes(s));
    return chosen.length ? chosen : [...offered];
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const words = search.q.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filters = { ...compactFilters(search.filters), sources };
    // The server's own rules, checked first: an alert it would refuse is not sent.
    const problems = alertProblems({ name, searchTerms: words, filters });
    if (problems.length > 0) {
      flash.error(problemLines(problems, t));
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
      return;
    }
    try {
      await create.mutateAsync({
        name,
        searchTerms: words,
        filters,
        mailing_frequency: frequency,
        ...(renewal && {
          alert_type: 'renewal' as const,
          months_ahead: typeof months === 'number' ? months : DEFAULT_MONTHS_AHEAD,
        }),
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
    <Modal
      opened
      onClose={onClose}
      title={t(renewal ? 'alerts.save.renewalTitle' : 'alerts.save.title')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(renewal ? 'alerts.save.renewalIntro' : 'alerts.save.intro')}</Text>
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
          {renewal && (
            <MonthsAheadInput
              description={t('alerts.save.monthsAheadHint')}
              value={months}
              onChange={setMonths}
              error={errors.months_ahead}
              disabled={create.isPending}
            />
          )}
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
              {offered.map((source) => (
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
