import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCardLicence } from '../../../api/licences/licences-api';
import { ProrationPreview } from './ProrationPreview';
import { useBillingChange } from './use-billing-change';

/** Modify the licence count of a card-paid licence, previewing the prorated charge first. */
export function ChangeLicences({ quantity, used }: { quantity: number; used: number }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<number | string>(quantity);
  // The preview is asked for once the typing pauses, not for every keystroke.
  const [settled] = useDebouncedValue(typed, 400);
  const change = useBillingChange(
    (next: number) => updateCardLicence({ quantity: next }),
    () => t('licences.change.done'),
  );
  const wanted = typeof settled === 'number' && Number.isInteger(settled) ? settled : undefined;
  const belowUsed = wanted !== undefined && wanted < used;
  const changed = wanted !== undefined && wanted >= 1 && wanted !== quantity && !belowUsed;
  return (
    <Stack gap="xs">
      <Group
        component="form"
        align="flex-end"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (changed) change.mutate(wanted);
        }}
      >
        <NumberInput
          label={t('licences.change.label')}
          value={typed}
          onChange={setTyped}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          w={180}
        />
        <Button type="submit" disabled={!changed || typed !== settled} loading={change.isPending}>
          {t('licences.change.submit')}
        </Button>
      </Group>
      {belowUsed && <Text c="red">{t('licences.change.belowUsed', { count: used })}</Text>}
      {changed && <ProrationPreview quantity={wanted} />}
    </Stack>
  );
}
