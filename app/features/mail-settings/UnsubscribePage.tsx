import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck, IconMailOff } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DigestsState } from '../../../common/api/mail-settings';
import { PageLoader } from '../../ui/PageLoader';
import { checkUnsubscribeLink, resubscribeDigests, unsubscribeDigests } from './mail-settings-api';

/**
 * /baja: where a digest's unsubscribe link leads. Opening it changes nothing (mail scanners open
 * links): the link is checked, then the reader confirms, and can undo right after.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useQuery({
    queryKey: ['unsubscribe-link', token],
    queryFn: () => checkUnsubscribeLink(token),
    enabled: token !== '',
    retry: false,
  });
  const change = useMutation<DigestsState, Error, boolean>({
    mutationFn: (receive) => (receive ? resubscribeDigests(token) : unsubscribeDigests(token)),
  });
  const state = change.data;

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1}>{t('mailSettings.page.title')}</Title>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          {token && link.isPending ? (
            <PageLoader />
          ) : !token || link.isError || change.isError ? (
            <Alert color="red" role="alert" w="100%">
              <Text size="sm">{t('mailSettings.page.invalid')}</Text>
              <Anchor component={Link} to="/user" size="sm">
                {t('mailSettings.page.account')}
              </Anchor>
            </Alert>
          ) : state ? (
            <>
              <Alert
                color={state.receive_digests ? 'green' : 'blue'}
                icon={state.receive_digests ? <IconMailCheck /> : <IconMailOff />}
                role="status"
                w="100%"
              >
                <Text size="sm">{state.message}</Text>
              </Alert>
              <Button
                variant={state.receive_digests ? 'default' : 'light'}
                loading={change.isPending}
                onClick={() => change.mutate(!state.receive_digests)}
              >
                {state.receive_digests ? t('mailSettings.page.confirm') : t('mailSettings.page.undo')}
              </Button>
            </>
          ) : (
            <>
              <Text>{t('mailSettings.page.confirmIntro')}</Text>
              <Text size="sm" c="dimmed">
                {t('mailSettings.page.whose')}
              </Text>
              <Button color="red" loading={change.isPending} onClick={() => change.mutate(false)}>
                {t('mailSettings.page.confirm')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
