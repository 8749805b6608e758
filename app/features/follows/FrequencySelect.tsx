import { NativeSelect } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAILING_FREQUENCIES, type MailingFrequency } from '../../../common/api/mailing-frequency';
import { changeFollowFrequency, type FollowKind, followKeys } from '../../api/follows/follows-api';

interface Props {
  kind: FollowKind;
  targetId: number;
  value: MailingFrequency;
  /** Names the follow it sets, e.g. "Frecuencia de correo de <title>". */
  label: string;
}

/** Diario, Semanal or Sin email for one follow; shown at once, back to the old value if refused. */
export function FrequencySelect({ kind, targetId, value, label }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  const mutation = useMutation({
    mutationFn: (frequency: MailingFrequency) => changeFollowFrequency(kind, targetId, frequency),
    onMutate: (frequency) => setShown(frequency),
    onError: () => setShown(value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followKeys.kind(kind) }),
  });
  return (
    <NativeSelect
      size="xs"
      aria-label={label}
      value={shown}
      data={MAILING_FREQUENCIES.map((frequency) => ({
        value: frequency,
        label: t(`follows.frequency.${frequency}`),
      }))}
      onChange={(event) => mutation.mutate(event.currentTarget.value as MailingFrequency)}
    />
  );
}
