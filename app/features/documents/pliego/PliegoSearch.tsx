import { Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_SEARCH_MAX } from '../../../../common/api/tender-documents';
import classes from '../DocumentView.module.css';
import { usePliegoPages } from './use-pliego';

/**
 * 'Buscar en el documento' over our copy's read text: the pages of the viewed file (or ZIP member)
 * that hold the words, each with a snippet; choosing one moves the viewer to that page.
 */
export function PliegoSearch({
  projectId,
  documentId,
  member,
  onPage,
}: {
  projectId: number;
  documentId: number;
  member: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const results = usePliegoPages(projectId, documentId, q, q !== '');
  const pages = (results.data?.pages ?? []).filter((p) => p.member === member);
  return (
    <Stack gap="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setQ(draft.trim());
        }}
      >
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('documents.pliego.search.label')}
            placeholder={t('documents.pliego.search.placeholder')}
            leftSection={<IconSearch size={16} />}
            value={draft}
            maxLength={DOCUMENT_SEARCH_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">{t('documents.pliego.search.submit')}</Button>
        </Group>
      </form>
      {q && results.isFetching && <Loader size="sm" />}
      {q && results.data && (
        <Stack gap={4} aria-label={t('documents.pliego.search.results')} role="list">
          <Text size="sm" c="dimmed">
            {pages.length === 0
              ? t('documents.pliego.search.none', { q })
              : t('documents.pliego.search.found', { count: pages.length })}
          </Text>
          {pages.map((p) => (
            <UnstyledButton
              key={p.page}
              role="listitem"
              className={classes.hitEntry}
              onClick={() => onPage(p.page)}
              data-testid="pliego-hit"
            >
              <Text size="xs" fw={600} span>
                {t('documents.pliego.search.result', { page: p.page })}
              </Text>{' '}
              <Text size="sm" span>
                {p.snippet}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
