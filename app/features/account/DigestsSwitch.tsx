import { Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserKey } from '../../api/current-user';
import { AccountSection } from '../../ui/AccountSection';
import { useFlash } from '../../ui/flash/flash-context';
import { setOwnDigests } from './account-api';

/** 'Recibir resúmenes por correo': the same setting a digest's unsubscribe link turns off. */
export function DigestsSwitch({ receive }: { receive: boolean }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const toggle = async (next: boolean) => {
    setSaving(true);
    try {
      queryClient.setQueryData(currentUserKey, await setOwnDigests(next));
      flash.success(t('mailSettings.saved'));
    } catch (error) {
      if (error instanceof Error) flash.error(error.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AccountSection title={t('mailSettings.sectionTitle')}>
      <Switch
        checked={receive}
        disabled={saving}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        label={t('mailSettings.switch')}
        description={t('mailSettings.switchHelp')}
      />
    </AccountSection>
  );
}
