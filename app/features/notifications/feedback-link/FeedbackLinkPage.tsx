import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { tenderPagePath } from '../../../../common/app-paths';
import { feedbackByLink } from '../../../api/notifications/notifications-api';
import { PageLoader } from '../../../ui/PageLoader';

/**
 * /valoracion: where a digest's 'Me interesa' / 'No me interesa' link leads. The link records the
 * verdict on arrival (one click, no sign-in) and works once; the page says what was recorded and
 * where to change it.
 */
export function FeedbackLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A query, not a mutation: asked once per token and kept, so a re-render never clicks twice.
  const recorded = useQuery({
    queryKey: ['feedback-link', token],
    queryFn: () => feedbackByLink(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const result = recorded.data;

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1}>{t('notifications.feedbackLink.title')}</Title>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          {token && recorded.isPending ? (
            <PageLoader />
          ) : result ? (
            <Alert
              color={result.value === 'up' ? 'teal' : 'gray'}
              icon={result.value === 'up' ? <IconThumbUp /> : <IconThumbDown />}
              role="status"
              w="100%"
            >
              <Text size="sm">
                {t(`notifications.feedbackLink.recorded.${result.value}`, { title: result.title })}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('notifications.feedbackLink.learns')}
              </Text>
            </Alert>
          ) : (
            <Alert color="red" role="alert" w="100%">
              <Text size="sm">{recorded.error?.message ?? t('notifications.feedbackLink.invalid')}</Text>
            </Alert>
          )}
          <Group gap="lg">
            {result && (
              <Anchor component={Link} to={tenderPagePath(result.project_id)} size="sm">
                {t('notifications.feedbackLink.tender')}
              </Anchor>
            )}
            <Anchor component={Link} to="/licitaciones/notificaciones" size="sm">
              {t('notifications.feedbackLink.inbox')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
