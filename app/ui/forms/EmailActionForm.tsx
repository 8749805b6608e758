import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * One e-mail box and its button (invite, add a member): submits the trimmed address and empties
 * the box once the caller says the action succeeded.
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
  onSubmit(email: string, succeeded: () => void): void;
}) {
  const [email, setEmail] = useState('');
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (email.trim()) onSubmit(email.trim(), () => setEmail(''));
      }}
    >
      <TextInput
        label={label}
        placeholder={placeholder}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        w={320}
      />
      <Button type="submit" loading={pending} disabled={!email.trim()}>
        {submitLabel}
      </Button>
    </Group>
  );
}
