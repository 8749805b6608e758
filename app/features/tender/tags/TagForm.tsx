import { Button, ColorInput, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TagInput, tagInputSchema } from '../../../../common/api/tags';
import { serverFieldErrors } from '../../../ui/forms/server-errors';
import { TagBadge } from './TagBadge';

type Field = keyof TagInput;
export const NEW_TAG: TagInput = { name: '', font_color: '#FFFFFF', background_color: '#1C7ED6' };

interface TagFormProps {
  initial: TagInput;
  submitLabel: string;
  /** Saves the tag; a failure with field messages shows them next to the fields. */
  onSave(tag: TagInput): Promise<unknown>;
  onCancel?: () => void;
}

/** Name and the two colours of a tag, checked with the server's own schema, with a live preview. */
export function TagForm({ initial, submitLabel, onSave, onCancel }: TagFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = tagInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.data);
      setValues(initial);
    } catch (error) {
      // 'tag.name' → 'name'; anything else reaches the name field, the one a person can change.
      const found = Object.entries(serverFieldErrors(error)).map(([f, m]) => [f.replace(/^tag\./, ''), m]);
      setErrors(
        found.length > 0
          ? Object.fromEntries(found)
          : { name: error instanceof Error ? error.message : String(error) },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('tags.fields.name')}
          value={values.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
          error={errors.name}
          disabled={saving}
          style={{ flex: '1 1 180px' }}
        />
        <ColorInput
          label={t('tags.fields.fontColor')}
          value={values.font_color}
          onChange={set('font_color')}
          error={errors.font_color}
          disabled={saving}
          format="hex"
          w={150}
        />
        <ColorInput
          label={t('tags.fields.backgroundColor')}
          value={values.background_color}
          onChange={set('background_color')}
          error={errors.background_color}
          disabled={saving}
          format="hex"
          w={150}
        />
      </Group>
      <Group mt="sm" gap="sm">
        <Button type="submit" size="xs" loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel} disabled={saving}>
            {t('tags.cancel')}
          </Button>
        )}
        {/* The colour pickers open over the right-hand side: the buttons stay clear of them. */}
        <Group gap="xs" ml="auto">
          <Text size="xs" c="dimmed">
            {t('tags.preview')}
          </Text>
          <TagBadge tag={{ ...values, name: values.name || t('tags.fields.name') }} />
        </Group>
      </Group>
    </form>
  );
}
