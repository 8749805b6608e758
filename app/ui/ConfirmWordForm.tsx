import { Button, Group, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { z } from 'zod';
import { useValidatedForm } from './forms/use-validated-form';

/** The word to type, exactly, before cancelling an account or a licence. */
export const CONFIRMATION_WORD = 'confirmar';

/** A field where the user types the confirmation word and a red button that acts only then. */
export function ConfirmWordForm({
  label,
  wrongWord,
  submit,
  onConfirm,
}: {
  label: string;
  /** The message shown when the typed text is not exactly the word. */
  wrongWord: string;
  submit: string;
  onConfirm(): Promise<void>;
}) {
  const schema = useMemo(
    () => z.object({ confirmation: z.string().refine((typed) => typed === CONFIRMATION_WORD, wrongWord) }),
    [wrongWord],
  );
  const form = useValidatedForm(schema, { confirmation: '' });
  return (
    <form onSubmit={form.onSubmit(onConfirm)} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={label}
          autoComplete="off"
          style={{ flex: '1 1 240px' }}
          {...form.field('confirmation')}
        />
        <Button type="submit" color="red" loading={form.submitting} mt={{ base: 0, xs: 25 }}>
          {submit}
        </Button>
      </Group>
    </form>
  );
}
