import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { serverFieldErrors } from './server-errors';

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** What a Mantine TextInput, PasswordInput or Textarea needs for one field. */
export interface FieldProps {
  name: string;
  value: string;
  onChange(event: FieldChange): void;
  error: string | undefined;
  disabled: boolean;
}

export interface ValidatedForm<V extends Record<string, string>, Out> {
  values: V;
  submitting: boolean;
  field(name: keyof V & string): FieldProps;
  /** Validates with the schema; only valid values reach `handler`, with the inputs disabled meanwhile. */
  onSubmit(handler: (values: Out) => Promise<void>): (event: FormEvent<HTMLFormElement>) => void;
  /** Shows the server's field errors next to this form's fields; false when none of them matched. */
  showServerErrors(error: unknown): boolean;
  setError(name: keyof V & string, message: string): void;
  reset(): void;
}

/** Form state validated by the same zod schema the server applies to the request. */
export function useValidatedForm<V extends Record<string, string>, Out>(
  schema: z.ZodType<Out>,
  initialValues: V,
): ValidatedForm<V, Out> {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const field = (name: keyof V & string): FieldProps => ({
    name,
    value: values[name] ?? '',
    onChange(event) {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      // A message about the old value would be misleading once it changes.
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name],
    disabled: submitting,
  });

  const onSubmit = (handler: (values: Out) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    handler(parsed.data)
      // Handlers report their own failures; anything left over is a bug, and is only logged.
      .catch((error: unknown) => console.error(error))
      .finally(() => setSubmitting(false));
  };

  const showServerErrors = (error: unknown): boolean => {
    const known = Object.entries(serverFieldErrors(error)).filter(([name]) => name in initialValues);
    if (known.length > 0) setErrors(Object.fromEntries(known));
    return known.length > 0;
  };

  const setError = useCallback((name: string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { values, submitting, field, onSubmit, showServerErrors, setError, reset };
}
