import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PIPELINE_LIMITS } from '../../../../common/api/pipeline';

/** The card's shared notes, saved when asked (a half-written note is not everyone's yet). */
export function CardNotes({
  notes,
  saving,
  save,
}: {
  notes: string;
  saving: boolean;
  save(notes: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(notes);
  // Another member's notes replace ours only while ours are unchanged: typing is never lost.
  const synced = useRef(notes);
  useEffect(() => {
    setText((current) => (current === synced.current ? notes : current));
    synced.current = notes;
  }, [notes]);
  return (
    <Stack gap="xs">
      <Textarea
        label={t('pipeline.detail.notes')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={PIPELINE_LIMITS.notes}
        data-field="detail-notes"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          variant="light"
          loading={saving}
          disabled={text === notes}
          onClick={() => save(text)}
        >
          {t('pipeline.detail.saveNotes')}
        </Button>
      </Group>
    </Stack>
  );
}
