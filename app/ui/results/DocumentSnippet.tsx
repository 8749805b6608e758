import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentMatch } from '../../../common/api/procurement-search';
import { pliegoViewerPath } from '../../../common/app-paths';
import { snippetSource } from '../../../common/document-snippet';
import { SnippetText } from './SnippetText';

/**
 * Where an 'En los pliegos' search or alert found its words: the document and page, linking to
 * the viewer at that page, and the words around them with the matched ones marked.
 */
export function DocumentSnippet({
  match,
  label,
  size = 'xs',
}: {
  match: DocumentMatch;
  /** Said before the document, dimmed (the inbox card's 'En los pliegos'). */
  label?: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  return (
    <Text size={size} mt={4} data-field="document-match" style={{ wordBreak: 'break-word' }}>
      {label && (
        <Text span c="dimmed" size={size}>
          {label}:{' '}
        </Text>
      )}
      <Anchor component={Link} to={pliegoViewerPath(match.document_id, match)} size={size} fw={500}>
        {t('results.documentMatch', { name: snippetSource(match), page: match.page })}
      </Anchor>
      {': «'}
      <SnippetText snippet={match.snippet} />
      {'»'}
    </Text>
  );
}
