import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentPages, StoredTenderDocument } from '../../../../common/api/tender-documents';
import { pliegoViewerPath } from '../../../../common/app-paths';
import { useStoredCopyUrl } from '../../../api/use-stored-copy-url';

/** Our PDF in the browser's own viewer, at the page asked for (a new page remounts the frame). */
export function PdfFrame({ doc, member, page }: { doc: StoredTenderDocument; member: string; page: number }) {
  const { t } = useTranslation();
  const copy = useStoredCopyUrl(doc.project_id, doc.id, member);
  if (copy.failed) return <Alert color="red">{t('documents.pliego.loadFailed')}</Alert>;
  if (!copy.url) return <Loader />;
  return (
    <iframe
      key={`${copy.url}#${page}`}
      src={`${copy.url}#page=${page}`}
      title={t('documents.pliego.viewer')}
      data-testid="pliego-frame"
      style={{ width: '100%', height: '78vh', border: 0 }}
    />
  );
}

/**
 * A document with no browser viewer (DOCX, DOC, ODT): its read text page by page, the page the
 * address names (`page`, null for none) brought into view.
 */
export function TextPages({ pages, page }: { pages: DocumentPages['pages']; page: number | null }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (page === null) return;
    list.current?.querySelector(`[data-page="${page}"]`)?.scrollIntoView({ block: 'start' });
  }, [page]);
  if (pages.length === 0) return <Text c="dimmed">{t('documents.pliego.noTextMember')}</Text>;
  return (
    <Stack gap="sm" ref={list}>
      {pages.map((p) => (
        <Paper
          key={p.page}
          withBorder
          p="md"
          data-page={p.page}
          style={{ scrollMarginTop: 80 }}
          aria-current={p.page === page ? 'page' : undefined}
          bg={p.page === page ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Title order={3} size="h6" mb={4}>
            {t('documents.pliego.page', { page: p.page })}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {p.text}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** A ZIP's members we read, each opening in this viewer. */
export function ZipMembers({ doc, members }: { doc: StoredTenderDocument; members: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {t('documents.pliego.members')}
      </Title>
      <Stack gap={2} component="ul" p={0} m={0}>
        {members
          .filter((m) => m !== '')
          .map((member) => (
            <li key={member} style={{ listStyle: 'none' }}>
              <Anchor component={Link} to={pliegoViewerPath(doc.id, { member })} size="sm">
                {member}
              </Anchor>
            </li>
          ))}
      </Stack>
    </Stack>
  );
}
