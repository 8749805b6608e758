import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyProfile } from '../../../common/api/company-profile';
import { COMPANY_PROFILE_ROUTES } from '../../../common/api/routes/company-profile';
import { madridToday } from '../../../common/calendar';
import { formatDateTime } from '../../../common/format';
import { PROVINCES } from '../../../common/reference/geo';
import { api } from '../../api/client';
import { COMPANY_PROFILE_KEY, useCompanyProfile } from '../../api/company-profile';
import { AccountSection } from '../../ui/AccountSection';
import { CpvPicker } from '../../ui/CpvPicker';
import { useFlash } from '../../ui/flash/flash-context';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { PageLoader } from '../../ui/PageLoader';
import { CertificateFields } from './CertificateFields';
import { ClassificationRows } from './ClassificationRows';
import classes from './CompanyProfilePage.module.css';
import { bodyOf, type FieldErrors, formOf, type ProfileForm } from './profile-form';
import { TurnoverRows } from './TurnoverRows';

const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));

/** The message of a list field or of any of its items ('provinces.3'). */
const firstError = (errors: FieldErrors, list: string) =>
  Object.entries(errors).find(([field]) => field === list || field.startsWith(`${list}.`))?.[1];

/** 'Perfil de empresa' (/user/perfil_empresa): what '¿Puedo presentarme?' compares. */
export function CompanyProfilePage() {
  const { t } = useTranslation();
  const profile = useCompanyProfile();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t('companyProfile.title')}</Title>
      {profile.data ? (
        // A save gives a new profile: the form starts again from what was stored.
        <ProfileEditor key={profile.data.updated_at ?? 'new'} profile={profile.data} />
      ) : profile.isPending ? (
        <PageLoader />
      ) : (
        <Alert color="red" role="alert">
          {t('companyProfile.loadFailed')}
        </Alert>
      )}
    </Stack>
  );
}

function ProfileEditor({ profile }: { profile: CompanyProfile }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile, madridToday()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const readOnly = !profile.editable;
  const disabled = readOnly || saving;
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await api.call(COMPANY_PROFILE_ROUTES.replace, { body: bodyOf(form) });
      setErrors({});
      queryClient.setQueryData(COMPANY_PROFILE_KEY, saved);
      // Verdicts on tender pages depend on the profile: they are read again.
      await queryClient.invalidateQueries({ queryKey: [...COMPANY_PROFILE_KEY, 'eligibility'] });
      flash.success(t('companyProfile.saved'));
    } catch (error) {
      const found = serverFieldErrors(error);
      setErrors(found);
      if (Object.keys(found).length === 0)
        flash.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className={readOnly ? classes.readOnly : undefined}>
      <Stack gap="md">
        <Text c="dimmed">{t('companyProfile.intro')}</Text>
        {profile.owner === 'licence' && (
          <Alert color={readOnly ? 'yellow' : 'blue'} icon={readOnly ? <IconLock /> : <IconInfoCircle />}>
            {readOnly ? t('companyProfile.readOnly') : t('companyProfile.sharedIntro')}
          </Alert>
        )}
        <AccountSection title={t('companyProfile.taxId.label')}>
          <TextInput
            aria-label={t('companyProfile.taxId.label')}
            placeholder={t('companyProfile.taxId.placeholder')}
            value={form.tax_id}
            onChange={(e) => set('tax_id', e.currentTarget.value)}
            disabled={disabled}
            error={errors.tax_id}
            maw={260}
          />
        </AccountSection>
        <AccountSection
          title={t('companyProfile.classifications.title')}
          intro={t('companyProfile.classifications.intro')}
        >
          <ClassificationRows
            value={form.classifications}
            errors={errors}
            disabled={disabled}
            onChange={(rows) => set('classifications', rows)}
          />
        </AccountSection>
        <AccountSection title={t('companyProfile.turnover.title')} intro={t('companyProfile.turnover.intro')}>
          <TurnoverRows
            value={form.turnover}
            errors={errors}
            disabled={disabled}
            onChange={(rows) => set('turnover', rows)}
          />
        </AccountSection>
        <AccountSection title={t('companyProfile.certificates.title')}>
          <CertificateFields
            value={form.certificates}
            disabled={disabled}
            onChange={(certificates) => set('certificates', certificates)}
          />
        </AccountSection>
        <AccountSection title={t('companyProfile.provinces.title')}>
          <MultiSelect
            aria-label={t('companyProfile.provinces.title')}
            data={PROVINCE_OPTIONS}
            value={form.provinces}
            onChange={(provinces) => set('provinces', provinces)}
            placeholder={disabled ? undefined : t('companyProfile.provinces.placeholder')}
            searchable
            clearable
            disabled={disabled}
            error={firstError(errors, 'provinces')}
          />
        </AccountSection>
        <AccountSection title={t('companyProfile.cpv.title')}>
          <CpvPicker
            value={form.cpv_codes}
            disabled={disabled}
            onChange={(codes) => set('cpv_codes', codes)}
          />
          {firstError(errors, 'cpv_codes') && (
            <Text role="alert" size="sm" c="red">
              {firstError(errors, 'cpv_codes')}
            </Text>
          )}
        </AccountSection>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {profile.updated_at &&
              t('companyProfile.updatedAt', { date: formatDateTime(profile.updated_at) })}
          </Text>
          {!readOnly && (
            <Button type="submit" loading={saving}>
              {t('companyProfile.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
