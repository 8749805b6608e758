import { Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ResultColumn<T> {
  key: string;
  header: string;
  /** Its width in the table, in px: fixed, so the main column gets all the rest. */
  width: number;
  align?: 'right';
  render(row: T): ReactNode;
}

interface Props<T> {
  /** The table's (or the card list's) accessible name. */
  label: string;
  rows: T[];
  rowKey(row: T): string | number;
  /** A control before the main cell (the follow bell), in a narrow column of its own. */
  lead?(row: T): ReactNode;
  mainHeader: string;
  /** What the row is about (its title, and who and where under it): takes the free width. */
  main(row: T): ReactNode;
  columns: ResultColumn<T>[];
}

const LEAD_WIDTH = 44;

/**
 * A list of results read at a glance: a table whose main column takes the width left by narrow
 * fixed columns (so it never scrolls sideways from 768 px up), and one card per result on phones.
 * Cells carry data-column so each value can be found in either form.
 */
export function ResultList<T>(props: Props<T>) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? <ResultCards {...props} /> : <ResultTable {...props} />;
}

function ResultTable<T>({ label, rows, rowKey, lead, mainHeader, main, columns }: Props<T>) {
  return (
    <Table striped highlightOnHover layout="fixed" verticalSpacing={6} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {lead && <Table.Th w={LEAD_WIDTH} aria-hidden />}
          <Table.Th>{mainHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.key} w={column.width} ta={column.align} style={{ whiteSpace: 'nowrap' }}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {lead && (
              <Table.Td data-column="lead" style={{ verticalAlign: 'top' }}>
                {lead(row)}
              </Table.Td>
            )}
            <Table.Td data-column="main" style={{ verticalAlign: 'top' }}>
              {main(row)}
            </Table.Td>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                data-column={column.key}
                ta={column.align}
                style={{ verticalAlign: 'top' }}
              >
                {column.render(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ResultCards<T>({ label, rows, rowKey, lead, main, columns }: Props<T>) {
  return (
    <Stack gap="sm" role="list" aria-label={label}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} role="listitem" withBorder p="sm" radius="md">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {lead && (
              <Box data-column="lead" style={{ flexShrink: 0 }}>
                {lead(row)}
              </Box>
            )}
            <Box data-column="main" style={{ flex: 1, minWidth: 0 }}>
              {main(row)}
            </Box>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
            {columns.map((column) => (
              <div key={column.key} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {column.header}
                </Text>
                <div data-column={column.key}>{column.render(row)}</div>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
