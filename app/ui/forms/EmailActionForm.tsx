import { Button, Group, TextInput } from '@mantine/core';
import { z } from 'zod';
import { emailSchema } from '../../../common/api/auth';
import { useValidatedForm } from './use-validated-form';

const emailFormSchema = z.object({ email: emailSchema });

/** What the caller gets with the address: call `succeeded` to empty the box; `showFieldError` puts the server's message about the address under it (false when the error has none). */
export interface EmailActionOutcome {
  succeeded(): void;
  showFieldError(error: unknown): boolean;
}

/**
 * One e-mail box and its button (invite, add a member): checks the address with the schema the
 * server applies, so a bad one is explained under the box in Spanish before anything is sent, and
 * submits it trimmed.
 */
export function EmailActionForm({
  label,
  placeholder,
  submitLabel,
  pending,
  onSubmit,
}: {
  label: string;
  placeholder?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(email: string, outcome: EmailActionOutcome): void;
}) {
  const form = useValidatedForm(emailFormSchema, { email: '' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ email }) =>
        onSubmit(email, { succeeded: form.reset, showFieldError: form.showServerErrors }),
      )}
    >
      <Group align="flex-start" gap="xs">
        <TextInput
          label={label}
          placeholder={placeholder}
          {...form.field('email')}
          disabled={pending}
          w={320}
        />
        {/* Level with the box, below its label, whether or not a message shows under it. */}
        <Button type="submit" loading={pending} disabled={!form.values.email.trim()} mt={25}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
