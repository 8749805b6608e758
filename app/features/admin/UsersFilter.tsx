import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USER_FILTER_FIELDS } from '../../../common/api/admin-users';

type FilterField = (typeof ADMIN_USER_FILTER_FIELDS)[number];

interface Props {
  filterBy: FilterField;
  value: string;
  onFilter(filterBy: FilterField, value: string): void;
}

/** Filter by name or e-mail; applied on submit so typing does not fire a query per key. */
export function UsersFilter({ filterBy, value, onFilter }: Props) {
  const { t } = useTranslation();
  const [field, setField] = useState<FilterField>(filterBy);
  const [text, setText] = useState(value);
  return (
    <Group
      component="form"
      align="flex-end"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(field, text.trim());
      }}
    >
      <Select
        label={t('admin.users.filterBy')}
        data={ADMIN_USER_FILTER_FIELDS.map((f) => ({ value: f, label: t(`admin.users.columns.${f}`) }))}
        value={field}
        onChange={(next) => next && setField(next as FilterField)}
        allowDeselect={false}
        w={140}
      />
      <TextInput
        label={t('admin.users.filterValue')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={260}
      />
      <Button type="submit" variant="default">
        {t('admin.users.filter')}
      </Button>
    </Group>
  );
}
