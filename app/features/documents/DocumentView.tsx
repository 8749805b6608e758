import { Alert, Divider, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSource, StoredDocument } from '../../../common/api/documents';
import { ApiError } from '../../api/api-error';
import { PageLoader } from '../../ui/PageLoader';
import { DocumentBody } from './DocumentBody';
import { DocumentHeader } from './DocumentHeader';
import { DocumentSearchBar } from './DocumentSearchBar';
import classes from './DocumentView.module.css';
import { MissingDocument } from './MissingDocument';
import { ShareDocumentModal } from './ShareDocumentModal';
import { useDocumentSearch } from './use-document-search';
import { useStoredDocument } from './use-stored-document';

function LoadedDocument({ doc, sticky }: { doc: StoredDocument; sticky: boolean }) {
  const search = useDocumentSearch(doc);
  const [sharing, setSharing] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const { current, hits } = search;

  // The current match is brought into view whenever it changes (typing, next, previous, list).
  useEffect(() => {
    if (current === null || hits.length === 0) return;
    body.current?.querySelector(`[data-hit-index="${current}"]`)?.scrollIntoView({ block: 'center' });
  }, [current, hits]);

  return (
    <Stack gap="sm">
      <DocumentHeader doc={doc} onShare={() => setSharing(true)} />
      <Divider />
      <div className={sticky ? classes.searchBar : undefined}>
        <DocumentSearchBar search={search} />
      </div>
      <div ref={body}>
        <DocumentBody doc={doc} highlights={{ bySegment: search.bySegment, current }} />
      </div>
      {sharing && <ShareDocumentModal doc={doc} onClose={() => setSharing(false)} />}
    </Stack>
  );
}

/**
 * A stored document: its title, department, date and official PDF, a share button,
 * the search inside it, and its text block by block; when it is missing, the publication's data. `sticky` keeps the search bar in view while
 * the page scrolls (not in the side panel, whose own header stays on top).
 */
export function DocumentView({
  source,
  id,
  sticky = true,
}: {
  source: DocumentSource;
  id: string;
  sticky?: boolean;
}) {
  const { t } = useTranslation();
  const query = useStoredDocument(source, id);
  if (query.data) return <LoadedDocument doc={query.data} sticky={sticky} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return <MissingDocument id={id} />;
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {t('documents.loadFailed')}
      </Alert>
    );
  }
  return <PageLoader />;
}
