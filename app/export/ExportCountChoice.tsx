import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPORT_COUNTS, type ExportCount } from './export-rows';

interface Props {
  value: ExportCount;
  onChange(count: ExportCount): void;
  disabled: boolean;
  /** What is counted; 'Número de filas' unless said. */
  label?: string;
}

/** How many rows to export: the page on screen, 50, 75, 100 or all up to 1000. */
export function ExportCountChoice({ value, onChange, disabled, label }: Props) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label ?? t('export.count')}
      value={String(value)}
      onChange={(next) => onChange(Number(next) as ExportCount)}
    >
      <Stack gap="xs" mt="xs">
        {EXPORT_COUNTS.map((n) => (
          <Radio key={n} value={String(n)} label={t(`export.counts.${n}`)} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
