import { Button, CopyButton, Group, Text, TextInput } from '@mantine/core';
import { IconCalendarRepeat, IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountSection } from '../../ui/AccountSection';
import { useFlash } from '../../ui/flash/flash-context';
import { fetchCalendarUrl, rotateCalendarUrl } from './account-api';

const calendarUrlKey = ['user', 'calendar'] as const;

/**
 * The private calendar's address (deadlines of followed tenders, renewal reminders) with a copy
 * button, and the way to replace it when it has been shared by mistake.
 */
export function CalendarSection() {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const calendar = useQuery({ queryKey: calendarUrlKey, queryFn: fetchCalendarUrl });
  const rotate = useMutation({
    mutationFn: rotateCalendarUrl,
    onSuccess: (fresh) => {
      queryClient.setQueryData(calendarUrlKey, fresh);
      setConfirming(false);
      flash.success(t('calendar.account.rotated'));
    },
    onError: (error) => flash.error(error.message),
  });
  const url = calendar.data?.url ?? '';

  return (
    <AccountSection title={t('calendar.account.title')} intro={t('calendar.account.help')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('calendar.account.label')}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 260px', minWidth: 0 }}
          data-testid="calendar-url"
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
              disabled={!url}
            >
              {copied ? t('calendar.account.copied') : t('calendar.account.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {confirming ? (
        <Group gap="sm" wrap="wrap">
          <Text size="sm" style={{ flex: '1 1 260px' }}>
            {t('calendar.account.rotateConfirm')}
          </Text>
          <Button color="red" loading={rotate.isPending} onClick={() => rotate.mutate()}>
            {t('calendar.account.rotateYes')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('calendar.account.rotateNo')}
          </Button>
        </Group>
      ) : (
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconCalendarRepeat size={16} />}
            onClick={() => setConfirming(true)}
            disabled={!url}
          >
            {t('calendar.account.rotate')}
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
