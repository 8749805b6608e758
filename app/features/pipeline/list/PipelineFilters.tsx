import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type MemberRef, PIPELINE_STAGES } from '../../../../common/api/pipeline';
import { type CardFilter, LIST_SORTS, type ListSort } from './list-order';

interface Props {
  filter: CardFilter;
  members: MemberRef[];
  onFilter(filter: CardFilter): void;
  /** The list's order and stage; the board shows every stage in its own order. */
  sort?: { value: ListSort; onChange(sort: ListSort): void };
}

const assigneeValue = (assignee: CardFilter['assignee']) => String(assignee);
const assigneeOf = (value: string): CardFilter['assignee'] =>
  value === 'any' || value === 'mine' || value === 'none' ? value : Number(value);

/** Words, person in charge and, in the list, stage and order. */
export function PipelineFilters({ filter, members, onFilter, sort }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('pipeline.view.filterText')}
        leftSection={<IconSearch size={16} />}
        value={filter.text}
        onChange={(event) => onFilter({ ...filter, text: event.currentTarget.value })}
        w={{ base: '100%', xs: 260 }}
        data-field="filter-text"
      />
      <Select
        label={t('pipeline.view.filterAssignee')}
        data={[
          { value: 'any', label: t('pipeline.view.anyone') },
          { value: 'mine', label: t('pipeline.view.mine') },
          { value: 'none', label: t('pipeline.detail.unassigned') },
          ...members.map((m) => ({ value: String(m.id), label: m.name })),
        ]}
        value={assigneeValue(filter.assignee)}
        allowDeselect={false}
        onChange={(value) => value && onFilter({ ...filter, assignee: assigneeOf(value) })}
        w={{ base: '100%', xs: 190 }}
        data-field="filter-assignee"
      />
      {sort && (
        <>
          <Select
            label={t('pipeline.view.filterStage')}
            data={[
              { value: 'all', label: t('pipeline.view.allStages') },
              { value: 'open', label: t('pipeline.view.openStages') },
              ...PIPELINE_STAGES.map((stage) => ({ value: stage, label: t(`pipeline.stages.${stage}`) })),
            ]}
            value={filter.stage}
            allowDeselect={false}
            onChange={(value) => value && onFilter({ ...filter, stage: value as CardFilter['stage'] })}
            w={{ base: '100%', xs: 170 }}
            data-field="filter-stage"
          />
          <Select
            label={t('pipeline.view.sort')}
            data={LIST_SORTS.map((s) => ({ value: s, label: t(`pipeline.view.sorts.${s}`) }))}
            value={sort.value}
            allowDeselect={false}
            onChange={(value) => value && sort.onChange(value as ListSort)}
            w={{ base: '100%', xs: 240 }}
            data-field="list-sort"
          />
        </>
      )}
    </Group>
  );
}
