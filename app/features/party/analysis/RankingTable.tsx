import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Below this the names would wrap a word a line: the table scrolls instead. */
const TABLE_MIN_WIDTH = 340;
const NAME_MIN_WIDTH = 120;

export interface RankingColumn<Row> {
  key: string;
  header: string;
  /** Figures align right and never wrap; the name column takes the rest and wraps. */
  numeric?: boolean;
  render(row: Row): ReactNode;
}

interface Props<Row> {
  title: string;
  /** A line under the title: what is counted and on what basis. */
  note?: string;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** Row is taken from rows alone, so shared column makers (ranking-columns) fit any row that has their fields. */
  columns: RankingColumn<NoInfer<Row>>[];
  empty: string;
}

/** A titled ranking (top bodies, divisions, winners, competitors): a small table named by its title. */
export function RankingTable<Row>({ title, note, rows, rowKey, columns, empty }: Props<Row>) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        // On a phone the table scrolls inside its frame, never the page.
        <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
          <Table striped verticalSpacing={4} fz="sm" aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    ta={column.numeric ? 'right' : undefined}
                    miw={column.numeric ? undefined : NAME_MIN_WIDTH}
                  >
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td
                      key={column.key}
                      data-field={column.key}
                      ta={column.numeric ? 'right' : undefined}
                      style={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
