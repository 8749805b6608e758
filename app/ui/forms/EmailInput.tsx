import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The e-mail field every form asks for: same label, type and autofill hint everywhere. */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation();
  return <TextInput type="email" label={t('auth.fields.email')} autoComplete="email" required {...props} />;
}
