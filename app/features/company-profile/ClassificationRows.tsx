import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HeldClassification } from '../../../common/api/company-profile';
import { CLASSIFICATION_GROUPS } from '../../../common/reference/requirement-codes';
import { DateField } from '../../ui/DateField';
import type { FieldErrors } from './profile-form';

// Each group with its name ('C · Edificaciones'): a letter alone says little.
const GROUPS = Object.entries(CLASSIFICATION_GROUPS).map(([value, name]) => ({
  value,
  label: `${value} · ${name}`,
}));
const numbers = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const SUBGROUPS = numbers(1, 9);
const CATEGORIES = numbers(1, 6);

interface Props {
  value: HeldClassification[];
  errors: FieldErrors;
  disabled: boolean;
  onChange(rows: HeldClassification[]): void;
}

/** The classifications held, one row each (group, subgroup, category, valid until), added and removed. */
export function ClassificationRows({ value, errors, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<HeldClassification>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const error = (index: number, field: string) => errors[`classifications.${index}.${field}`];
  return (
    <Stack gap="xs">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('companyProfile.classifications.none')}
        </Text>
      )}
      {value.map((row, index) => {
        const code = `${row.group}${row.subgroup}-${row.category}`;
        return (
          // Rows have no id of their own; their place is what the API's errors name too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} align="flex-end" gap="xs" data-classification={index}>
            <Select
              label={t('companyProfile.classifications.group')}
              data={GROUPS}
              value={row.group}
              onChange={(group) => group && set(index, { group })}
              allowDeselect={false}
              w={{ base: '100%', sm: 300 }}
              comboboxProps={{ width: 'target', position: 'bottom-start' }}
              disabled={disabled}
              error={error(index, 'group')}
            />
            <Select
              label={t('companyProfile.classifications.subgroup')}
              data={SUBGROUPS}
              value={String(row.subgroup)}
              onChange={(v) => v && set(index, { subgroup: Number(v) })}
              allowDeselect={false}
              w={90}
              disabled={disabled}
              error={error(index, 'subgroup')}
            />
            <Select
              label={t('companyProfile.classifications.category')}
              data={CATEGORIES}
              value={String(row.category)}
              onChange={(v) => v && set(index, { category: Number(v) })}
              allowDeselect={false}
              w={90}
              disabled={disabled}
              error={error(index, 'category')}
            />
            <DateField
              label={t('companyProfile.classifications.validUntil')}
              value={row.valid_until ?? undefined}
              onChange={(day) => set(index, { valid_until: day ?? null })}
              disabled={disabled}
              error={error(index, 'valid_until')}
              w={160}
            />
            {!disabled && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                aria-label={t('companyProfile.classifications.remove', { code })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {!disabled && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...value, { group: 'C', subgroup: 1, category: 1, valid_until: null }])}
          >
            {t('companyProfile.classifications.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
