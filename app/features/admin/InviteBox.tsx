import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFlash } from '../../ui/flash/flash-context';
import { EmailActionForm } from '../../ui/forms/EmailActionForm';
import { adminUserKeys, inviteByEmail } from './admin-api';

/**
 * Invite by e-mail (trimmed): the server's '{email} invitado con éxito.', a bad address explained
 * under the box, or the server's message.
 */
export function InviteBox() {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: inviteByEmail,
    onSuccess: ({ message }) => {
      flash.success(message);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
    },
  });
  return (
    <EmailActionForm
      label={t('admin.users.inviteLabel')}
      placeholder={t('admin.users.invitePlaceholder')}
      submitLabel={t('admin.users.invite')}
      pending={invite.isPending}
      onSubmit={(email, { succeeded, showFieldError }) =>
        invite.mutate(email, {
          onSuccess: succeeded,
          // A refused address is explained under the box; anything else (e.g. already a user) flashes.
          onError: (error) => showFieldError(error) || flash.error(error.message),
        })
      }
    />
  );
}
