import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDate } from '../../../common/format';
import { useFlash } from '../../ui/flash/flash-context';
import { LicenceMembers } from '../../ui/licences/LicenceMembers';
import { PageLoader } from '../../ui/PageLoader';
import { deleteAdminLicence } from './admin-api';
import { LicenceSettingsForm } from './LicenceSettingsForm';
import { adminLicenceCalls, useAdminLicence } from './use-admin-licence';

/** /admin/subscriptions/{id}. */
export function AdminLicencePage() {
  return <AdminLicencePanel id={Number(useParams().licence_id)} />;
}

/** One licence: edit its status and number of licences, add or remove members, delete. */
export function AdminLicencePanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const navigate = useNavigate();
  const { data: licence, isError } = useAdminLicence(id);
  const remove = useMutation({
    mutationFn: () => deleteAdminLicence(id),
    onSuccess: ({ message }) => {
      flash.success(message);
      void navigate('/admin/users');
    },
    onError: (error) => flash.error(error.message),
  });
  if (isError) return <Text c="red">{t('admin.subscription.notFound')}</Text>;
  if (!licence) return <PageLoader />;
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.subscription.title', { id: licence.id })}</Title>
      <Text data-testid="subscription-summary">
        {t('admin.subscription.summary', {
          owner: licence.owner.email,
          status: t(`admin.users.status.${licence.status}`),
          used: licence.used,
          count: licence.quantity,
          billing: t(`admin.subscription.billing.${licence.billing_type}`),
          frequency: t(`admin.subscription.frequency.${licence.billing_frequency}`),
        })}
        {licence.current_period_end &&
          ` ${t('admin.subscription.periodEnd', { date: formatDate(licence.current_period_end) })}`}
      </Text>
      {/* Keyed on the saved values so the form restarts from what the server answered. */}
      <LicenceSettingsForm
        key={`${licence.status}-${licence.quantity}-${licence.current_period_end}`}
        licence={licence}
      />
      <Title order={2} size="h3">
        {t('admin.subscription.members')}
      </Title>
      <LicenceMembers licence={licence} calls={adminLicenceCalls(id)} />
      <Group>
        <Button
          color="red"
          variant="outline"
          loading={remove.isPending}
          onClick={() => {
            if (window.confirm(t('admin.subscription.confirmDelete'))) remove.mutate();
          }}
        >
          {t('admin.subscription.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
