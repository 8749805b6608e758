import type { MemberRef } from '../../../../common/api/pipeline';
import { foldWord } from '../../../../common/text/words';

/** The '@…' being typed just before the caret: where it starts and what follows the '@'. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | undefined {
  const before = text.slice(0, caret);
  // An '@' at the start or after a space, then letters of one or two words (names have spaces).
  const match = /(?:^|\s)@([\p{L}\p{M}.'-]*(?: [\p{L}\p{M}.'-]*)?)$/u.exec(before);
  if (!match) return undefined;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** Members whose name or e-mail starts with what was typed (accents and case ignored). */
export function membersMatching(members: readonly MemberRef[], query: string): MemberRef[] {
  const q = foldWord(query.trim());
  return members.filter(
    (m) =>
      q === '' ||
      foldWord(m.name)
        .split(/\s+/)
        .some((word) => word.startsWith(q)) ||
      foldWord(m.name).startsWith(q) ||
      foldWord(m.email).startsWith(q),
  );
}

/** The text with the '@…' being typed replaced by '@Name ', and where the caret goes next. */
export function insertMention(
  text: string,
  mention: { start: number },
  caret: number,
  member: MemberRef,
): { text: string; caret: number } {
  const rest = text.slice(caret);
  // One space after the name: the one already there, else a new one.
  const inserted = /^\s/.test(rest) ? `@${member.name}` : `@${member.name} `;
  return {
    text: text.slice(0, mention.start) + inserted + rest,
    caret: mention.start + member.name.length + 2,
  };
}

/** The members still named '@Name' in the text when it is sent (a deleted mention tells no one). */
export function mentionedIds(text: string, members: readonly MemberRef[]): number[] {
  return members.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id);
}
