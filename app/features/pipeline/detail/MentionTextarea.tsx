import { Combobox, Textarea, useCombobox } from '@mantine/core';
import { type ChangeEvent, useRef, useState } from 'react';
import type { MemberRef } from '../../../../common/api/pipeline';
import { insertMention, membersMatching, mentionAt } from './mentions';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  members: MemberRef[];
  maxLength: number;
  onChange(value: string): void;
}

/** A comment box where typing '@' offers the board's members (arrows and Enter pick one). */
export function MentionTextarea({ label, placeholder, value, members, maxLength, onChange }: Props) {
  const combobox = useCombobox();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string; caret: number }>();
  const options = mention ? membersMatching(members, mention.query).slice(0, 8) : [];

  const track = (text: string, caret: number) => {
    const found = mentionAt(text, caret);
    setMention(found && { ...found, caret });
    if (found) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
  };

  const pick = (id: string) => {
    const member = members.find((m) => String(m.id) === id);
    if (!member || !mention) return;
    const next = insertMention(value, mention, mention.caret, member);
    onChange(next.text);
    setMention(undefined);
    combobox.closeDropdown();
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal={false}>
      <Combobox.Target>
        <Textarea
          ref={ref}
          label={label}
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          autosize
          minRows={2}
          maxRows={8}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            onChange(event.currentTarget.value);
            track(event.currentTarget.value, event.currentTarget.selectionStart);
          }}
          onBlur={() => combobox.closeDropdown()}
          data-field="comment-input"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options>
          {options.map((m) => (
            <Combobox.Option value={String(m.id)} key={m.id}>
              {m.name} · {m.email}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
