import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredDocument } from '../../../common/api/documents';
import { SHARE_MAX_RECIPIENTS } from '../../../common/api/publications';
import { ApiError } from '../../api/api-error';
import { useFlash } from '../../ui/flash/flash-context';
import { serverFieldErrors } from '../../ui/forms/server-errors';
import { shareDocument } from './documents-api';
import { parseShareForm, type ShareFormValues } from './share-form';

type FieldErrors = Partial<Record<keyof ShareFormValues, string>>;

/** The server's field errors ('emails.1', 'message') on the form's two fields. */
function fieldErrorsOf(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const name = field.split('.')[0];
    if (name === 'emails' || name === 'message') errors[name] ??= message;
  }
  return errors;
}

/**
 * Share a stored document by e-mail (POST /v1/sources/share): one or more addresses and an
 * optional message, checked with the server's own schema before sending.
 */
export function ShareDocumentModal({ doc, onClose }: { doc: StoredDocument; onClose(): void }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const [values, setValues] = useState<ShareFormValues>({ emails: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const share = useMutation({ mutationFn: shareDocument });

  const edit = (field: keyof ShareFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseShareForm(doc, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    try {
      const { queued } = await share.mutateAsync(parsed.body);
      flash.success(t('documents.share.sent', { count: queued }));
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      // Past the hourly allowance the server's message says the limit and when sharing works again.
      if (error instanceof ApiError && (error.status === 429 || error.status === 422)) {
        setFailure(error.message);
      } else if (Object.keys(fields).length === 0) {
        setFailure(t('documents.share.failed'));
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('documents.share.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" lineClamp={3}>
            {doc.title}
          </Text>
          <TextInput
            label={t('documents.share.emails')}
            description={t('documents.share.emailsHint', { max: SHARE_MAX_RECIPIENTS })}
            withAsterisk
            data-autofocus
            value={values.emails}
            onChange={(event) => edit('emails', event.currentTarget.value)}
            error={errors.emails}
            disabled={share.isPending}
          />
          <Textarea
            label={t('documents.share.message')}
            autosize
            minRows={3}
            value={values.message}
            onChange={(event) => edit('message', event.currentTarget.value)}
            error={errors.message}
            disabled={share.isPending}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={share.isPending}>
              {t('documents.share.cancel')}
            </Button>
            <Button type="submit" loading={share.isPending}>
              {t('documents.share.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
