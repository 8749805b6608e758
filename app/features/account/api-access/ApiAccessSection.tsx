import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey, CreatedApiKey } from '../../../../common/api/api-keys';
import { ApiError } from '../../../api/api-error';
import { AccountSection } from '../../../ui/AccountSection';
import { useFlash } from '../../../ui/flash/flash-context';
import { ApiKeyList } from './ApiKeyList';
import { CreateKeyForm } from './CreateKeyForm';
import { NewKeyNotice } from './NewKeyNotice';
import { useApiKeys } from './use-api-keys';

/** 'Acceso por API': keys for a CRM or an assistant to read (and, if allowed, change) the account's data. */
export function ApiAccessSection({ me }: { me: number }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const { keys, create, rotate, revoke } = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey>();
  const failed = (error: Error) =>
    flash.error(error instanceof ApiError ? error.message : t('apiKeys.section.failed'));
  const onRevoke = (key: ApiKey) => {
    if (!window.confirm(t('apiKeys.section.revokeConfirm', { name: key.name }))) return;
    revoke.mutate(key.id, {
      onSuccess: () => flash.success(t('apiKeys.section.revoked', { name: key.name })),
      onError: failed,
    });
  };
  return (
    <AccountSection title={t('apiKeys.section.title')} intro={t('apiKeys.section.intro')}>
      {created && (
        <NewKeyNotice
          created={created}
          origin={window.location.origin}
          onDone={() => setCreated(undefined)}
        />
      )}
      {keys.data && keys.data.keys.length > 0 ? (
        <ApiKeyList
          keys={keys.data.keys}
          me={me}
          busy={rotate.isPending || revoke.isPending}
          onRotate={(key) => rotate.mutate(key.id, { onSuccess: setCreated, onError: failed })}
          onRevoke={onRevoke}
        />
      ) : (
        keys.data && (
          <Text size="sm" c="dimmed">
            {t('apiKeys.section.none')}
          </Text>
        )
      )}
      <CreateKeyForm
        saving={create.isPending}
        onCreate={(body) => create.mutate(body, { onSuccess: setCreated, onError: failed })}
      />
    </AccountSection>
  );
}
