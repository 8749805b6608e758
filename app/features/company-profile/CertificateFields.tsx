import { Checkbox, Group, Stack, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KNOWN_CERTIFICATES } from '../../../common/api/company-profile';

const KNOWN: readonly string[] = KNOWN_CERTIFICATES;

interface Props {
  value: string[];
  disabled: boolean;
  onChange(certificates: string[]): void;
}

/** The well-known certificates as checkboxes, any other by the name the company gives it. */
export function CertificateFields({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const known = value.filter((c) => KNOWN.includes(c));
  const others = value.filter((c) => !KNOWN.includes(c));
  return (
    <Stack gap="sm">
      <Checkbox.Group
        value={known}
        onChange={(next) => onChange([...KNOWN.filter((k) => next.includes(k)), ...others])}
      >
        <Group gap="lg">
          {KNOWN.map((name) => (
            <Checkbox key={name} value={name} label={name} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      <TagsInput
        label={t('companyProfile.certificates.others')}
        placeholder={disabled ? undefined : t('companyProfile.certificates.othersPlaceholder')}
        value={others}
        onChange={(next) => onChange([...known, ...next.filter((c) => !KNOWN.includes(c))])}
        disabled={disabled}
        maw={520}
      />
    </Stack>
  );
}
