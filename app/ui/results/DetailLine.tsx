import { Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** A result's small grey line of details separated by dots, each findable by its data-field. */
export function DetailLine({ items }: { items: [field: string, content: ReactNode][] }) {
  return (
    <Text size="xs" c="dimmed" lineClamp={2} mt={2} style={{ wordBreak: 'break-word' }}>
      {items.map(([field, content], i) => (
        <Fragment key={field}>
          {i > 0 && ' · '}
          <span data-field={field}>{content}</span>
        </Fragment>
      ))}
    </Text>
  );
}
