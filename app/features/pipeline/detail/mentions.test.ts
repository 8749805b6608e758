import { describe, expect, it } from 'vitest';
import { insertMention, membersMatching, mentionAt, mentionedIds } from './mentions';

const ana = { id: 1, name: 'Ana García', email: 'ana@constructora.es' };
const luis = { id: 2, name: 'Luis Pérez', email: 'lperez@constructora.es' };
const members = [ana, luis];

describe('mentionAt', () => {
  it('finds the @ being typed at the caret', () => {
    expect(mentionAt('Revisa esto @An', 15)).toEqual({ start: 12, query: 'An' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('Hola @Ana Ga', 12)).toEqual({ start: 5, query: 'Ana Ga' });
  });

  it('ignores an e-mail address and text after a finished mention', () => {
    expect(mentionAt('escribe a ana@constructora', 26)).toBeUndefined();
    expect(mentionAt('Hola @Ana García, mira', 22)).toBeUndefined();
  });
});

describe('membersMatching', () => {
  it('matches any word of the name or the e-mail, without accents or case', () => {
    expect(membersMatching(members, 'gar')).toEqual([ana]);
    expect(membersMatching(members, 'PEREZ')).toEqual([luis]);
    expect(membersMatching(members, 'lper')).toEqual([luis]);
    expect(membersMatching(members, '')).toEqual(members);
    expect(membersMatching(members, 'zz')).toEqual([]);
  });
});

describe('insertMention and mentionedIds', () => {
  it('replaces the typed part with the full name and keeps the rest', () => {
    const text = 'Mira @an y dime';
    const out = insertMention(text, { start: 5 }, 8, ana);
    expect(out).toEqual({ text: 'Mira @Ana García y dime', caret: 17 });
    expect(insertMention('@lu', { start: 0 }, 3, luis)).toEqual({ text: '@Luis Pérez ', caret: 12 });
  });

  it('sends only the members still named in the text', () => {
    expect(mentionedIds('@Ana García revisa la garantía', members)).toEqual([1]);
    expect(mentionedIds('@Ana García y @Luis Pérez', members)).toEqual([1, 2]);
    expect(mentionedIds('Ana García sin arroba', members)).toEqual([]);
  });
});
