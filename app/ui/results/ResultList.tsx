import { Box, Group, type MantineBreakpoint, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

export interface ResultColumn<T> {
  key: string;
  header: string;
  /** Its width in the table, in px: fixed, so the main column gets all the rest. */
  width: number;
  align?: 'right';
  /** In compact cards the value is shown without its header (an amount, a status, a body say what they are). */
  speaksForItself?: boolean;
  /** In the table, shown from this width up only: below it the main column would be too narrow to read. */
  from?: MantineBreakpoint;
  render(row: T): ReactNode;
}

interface Props<T> {
  /** The table's (or the card list's) accessible name. */
  label: string;
  rows: T[];
  rowKey(row: T): string | number;
  /** Controls before the main cell (the follow bell…), in a narrow column of its own. */
  lead?(row: T): ReactNode;
  /** That column's width in px: one control by default. */
  leadWidth?: number;
  mainHeader: string;
  /** What the row is about (its title, and who and where under it): takes the free width. */
  main(row: T): ReactNode;
  columns: ResultColumn<T>[];
  /** 'Vista compacta': one line per row in the table; on phones, cards without column headers. */
  compact?: boolean;
}

const LEAD_WIDTH = 44;
/** Below this width results are cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * A list of results read at a glance: a table whose main column takes the width left by narrow
 * fixed columns (so it never scrolls sideways from 768 px up), and one card per result on phones.
 * Cells carry data-column so each value can be found in either form. Compact, every cell keeps
 * to one line (cut with an ellipsis), so about twice as many rows fit on a screen.
 */
export function ResultList<T>(props: Props<T>) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? <ResultCards {...props} /> : <ResultTable {...props} />;
}

/** Every compact row as tall as one with a follow bell (28 px and its padding), so they line up evenly. */
const COMPACT_ROW_HEIGHT = 35;
const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

function ResultTable<T>({
  label,
  rows,
  rowKey,
  lead,
  leadWidth = LEAD_WIDTH,
  mainHeader,
  main,
  columns,
  compact,
}: Props<T>) {
  const cell = compact ? { ...ONE_LINE, verticalAlign: 'middle' } : { verticalAlign: 'top' };
  return (
    <Table
      striped
      highlightOnHover
      layout="fixed"
      verticalSpacing={compact ? 3 : 6}
      horizontalSpacing={compact ? 6 : undefined}
      fz={compact ? 'xs' : undefined}
      aria-label={label}
      data-compact={compact || undefined}
    >
      <Table.Thead>
        <Table.Tr>
          {lead && <Table.Th w={leadWidth} aria-hidden />}
          <Table.Th>{mainHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th
              key={column.key}
              w={column.width}
              ta={column.align}
              visibleFrom={column.from}
              style={{ whiteSpace: 'nowrap' }}
            >
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} h={compact ? COMPACT_ROW_HEIGHT : undefined}>
            {lead && (
              <Table.Td data-column="lead" style={cell}>
                {lead(row)}
              </Table.Td>
            )}
            <Table.Td data-column="main" style={cell}>
              {main(row)}
            </Table.Td>
            {columns.map((column) => (
              <Table.Td
                key={column.key}
                data-column={column.key}
                ta={column.align}
                visibleFrom={column.from}
                style={cell}
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

function ResultCards<T>({ label, rows, rowKey, lead, main, columns, compact }: Props<T>) {
  return (
    <Stack gap={compact ? 'xs' : 'sm'} role="list" aria-label={label} data-compact={compact || undefined}>
      {rows.map((row) => (
        <Paper key={rowKey(row)} role="listitem" withBorder p={compact ? 'xs' : 'sm'} radius="md">
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
          {compact ? (
            <CompactCardValues row={row} columns={columns} />
          ) : (
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
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** A compact card's values side by side, wrapping; a header only where the value needs one ('Plazo'). */
function CompactCardValues<T>({ row, columns }: { row: T; columns: ResultColumn<T>[] }) {
  return (
    <Group gap={6} mt={4} wrap="wrap" align="center" style={{ rowGap: 2 }}>
      {columns.map((column) => {
        const value = column.render(row);
        if (value === null || value === undefined || value === false || value === '') return null;
        return (
          <Group key={column.key} gap={4} wrap="nowrap" maw="100%" style={{ minWidth: 0 }}>
            {!column.speaksForItself && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </Text>
            )}
            <Text component="div" size="xs" data-column={column.key} style={{ ...ONE_LINE, minWidth: 0 }}>
              {value}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
