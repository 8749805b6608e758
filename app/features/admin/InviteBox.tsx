import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../layout/flash/flash-context';
import { adminUserKeys, inviteByEmail } from './admin-users-api';

/** Invite by e-mail (trimmed): the server's '{email} invitado con éxito.' or its error message. */
export function InviteBox() {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const invite = useMutation({
    mutationFn: () => inviteByEmail(email),
    onSuccess: ({ message }) => {
      flash.success(message);
      setEmail('');
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
    onError: (error) => flash.error(error.message),
  });
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) invite.mutate();
      }}
    >
      <TextInput
        label={t('admin.users.inviteLabel')}
        placeholder={t('admin.users.invitePlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        w={320}
      />
      <Button type="submit" loading={invite.isPending} disabled={!email.trim()}>
        {t('admin.users.invite')}
      </Button>
    </Group>
  );
}
