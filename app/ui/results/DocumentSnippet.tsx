import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DocumentMatch, SNIPPET_MARK } from '../../../common/api/procurement-search';
import { pliegoViewerPath } from '../../api/pliego-links';

/** The snippet's text split at its marks: every other part is a matched word (text, never HTML). */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet
    .split(new RegExp(`[${SNIPPET_MARK.start}${SNIPPET_MARK.stop}]`))
    .map((text, i) => ({ text, marked: i % 2 === 1 }))
    .filter((part) => part.text);
}

/**
 * Where an 'En los pliegos' search found its words: the document and page, linking to the
 * viewer at that page, and the words around them with the matched ones marked.
 */
export function DocumentSnippet({ match }: { match: DocumentMatch }) {
  const { t } = useTranslation();
  const where = match.member ? `${match.name} › ${match.member}` : match.name;
  return (
    <Text size="xs" mt={4} data-field="document-match" style={{ wordBreak: 'break-word' }}>
      <Anchor component={Link} to={pliegoViewerPath(match.document_id, match)} size="xs" fw={500}>
        {t('results.documentMatch', { name: where, page: match.page })}
      </Anchor>
      {': «'}
      {snippetParts(match.snippet).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move.
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
      {'»'}
    </Text>
  );
}
