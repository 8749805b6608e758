import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, type ApiScope, type CreateApiKeyBody } from '../../../../common/api/api-keys';
import { DateField } from '../../../ui/DateField';

interface Props {
  saving: boolean;
  onCreate(body: CreateApiKeyBody): void;
}

const WRITE_SCOPES = API_SCOPES.filter((scope) => scope !== 'read');

/** Name, the write scopes beside the always-present read, an optional last day and addresses. */
export function CreateKeyForm({ saving, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [writes, setWrites] = useState<ApiScope[]>([]);
  const [expires, setExpires] = useState<string>();
  const [addresses, setAddresses] = useState('');
  const submit = () =>
    onCreate({
      name,
      scopes: ['read', ...writes],
      expires_at: expires ?? null,
      allowed_addresses: addresses
        .split(/[\s,;]+/)
        .map((a) => a.trim())
        .filter(Boolean),
    });
  return (
    <Stack gap="sm" data-testid="create-api-key">
      <TextInput
        label={t('apiKeys.section.name')}
        placeholder={t('apiKeys.section.namePlaceholder')}
        value={name}
        maxLength={80}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Checkbox.Group
        label={t('apiKeys.section.scopes')}
        description={t('apiKeys.section.readAlways')}
        value={writes}
        onChange={(value) => setWrites(value as ApiScope[])}
      >
        <Group gap="md" mt={4}>
          {WRITE_SCOPES.map((scope) => (
            <Checkbox key={scope} value={scope} label={t(`apiKeys.scopes.${scope.replace(':', '_')}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateField label={t('apiKeys.section.expires')} value={expires} onChange={setExpires} w={200} />
        <TextInput
          label={t('apiKeys.section.addresses')}
          description={t('apiKeys.section.addressesHelp')}
          value={addresses}
          onChange={(event) => setAddresses(event.currentTarget.value)}
          style={{ flex: '1 1 260px' }}
        />
      </Group>
      <Group>
        <Button onClick={submit} loading={saving} disabled={!name.trim()}>
          {t('apiKeys.section.create')}
        </Button>
      </Group>
    </Stack>
  );
}
