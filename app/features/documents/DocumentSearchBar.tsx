import { ActionIcon, Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './DocumentView.module.css';
import { groupHits, hitSnippet } from './document-search';
import type { DocumentSearch } from './use-document-search';

/** The hits listed by page and element, each with a few words around it; a click jumps there. */
function HitList({ search }: { search: DocumentSearch }) {
  const { t } = useTranslation();
  const textOf = new Map(search.segments.map((s) => [s.key, s.text]));
  return (
    <ScrollArea.Autosize mah={180} type="auto">
      <Stack gap={2} component="ol" p={0} m={0} aria-label={t('documents.search.hitList')}>
        {groupHits(search.hits).map((group) => {
          const first = group.hits[0]!;
          const snippet = hitSnippet(textOf.get(first.key) ?? '', first);
          return (
            <li key={group.target} style={{ listStyle: 'none' }}>
              <UnstyledButton
                className={classes.hitEntry}
                onClick={() => search.go(first.index)}
                data-hit-target={group.target}
                aria-current={group.hits.some((h) => h.index === search.current) || undefined}
              >
                <Text size="xs" c="dimmed" span>
                  {t('documents.search.where', {
                    page: group.page,
                    id: group.target,
                    count: group.hits.length,
                  })}
                </Text>{' '}
                <Text size="sm" span>
                  {snippet.before}
                  <mark className={classes.hit}>{snippet.match}</mark>
                  {snippet.after}
                </Text>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * The search box of the viewer: Spanish stop words are left out (and said so), every match is
 * counted, Enter and the arrows go to the next or previous one, and the list jumps to any.
 */
export function DocumentSearchBar({ search }: { search: DocumentSearch }) {
  const { t } = useTranslation();
  const { hits, current, query } = search;
  const searching = query.terms.length > 0;
  return (
    <Stack gap={6} py="xs">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          flex={1}
          label={t('documents.search.label')}
          placeholder={t('documents.search.placeholder')}
          leftSection={<IconSearch size={16} />}
          value={search.input}
          onChange={(event) => search.setInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            search.go(event.shiftKey ? 'previous' : 'next');
          }}
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('documents.search.previous')}
          disabled={hits.length === 0}
          onClick={() => search.go('previous')}
        >
          <IconChevronUp size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('documents.search.next')}
          disabled={hits.length === 0}
          onClick={() => search.go('next')}
        >
          <IconChevronDown size={18} />
        </ActionIcon>
      </Group>
      {query.ignored.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="document-search-ignored">
          {t('documents.search.ignored', { words: query.ignored.join(', ') })}
        </Text>
      )}
      {searching && (
        <Text size="sm" fw={500} role="status" data-testid="document-search-count">
          {current === null
            ? t('documents.search.none')
            : t('documents.search.position', { current: current + 1, count: hits.length })}
        </Text>
      )}
      {hits.length > 0 && <HitList search={search} />}
    </Stack>
  );
}
