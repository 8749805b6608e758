import { Box, Table, Text } from '@mantine/core';
import type { DocumentBlock, StoredDocument, TableCell } from '../../../common/api/documents';
import classes from './DocumentView.module.css';
import type { DocumentHit } from './document-search';
import { segmentKey } from './document-segments';
import { HighlightedText } from './HighlightedText';

interface Highlights {
  bySegment: Map<string, DocumentHit[]>;
  current: number | null;
}

function Marked({ segment, text, highlights }: { segment: string; text: string; highlights: Highlights }) {
  return (
    <HighlightedText text={text} hits={highlights.bySegment.get(segment)} current={highlights.current} />
  );
}

function CellView({ cell, highlights }: { cell: TableCell; highlights: Highlights }) {
  const Cell = cell.header ? Table.Th : Table.Td;
  return (
    <Cell id={cell.id} colSpan={cell.colspan} rowSpan={cell.rowspan}>
      <Marked segment={segmentKey.text(cell.id)} text={cell.text} highlights={highlights} />
    </Cell>
  );
}

/** One block with its id as the element's id, so a hit (or a link) can point at it. */
function BlockView({ block, highlights }: { block: DocumentBlock; highlights: Highlights }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text component="p" id={block.id} data-role={block.role}>
          <Marked segment={segmentKey.text(block.id)} text={block.text} highlights={highlights} />
        </Text>
      );
    case 'group':
      return (
        <Text id={block.id} fw={700} pl={`${block.level * 1.25}rem`} mt="xs">
          <Marked segment={segmentKey.label(block.id)} text={block.label} highlights={highlights} />
        </Text>
      );
    case 'field':
      return (
        <Text id={block.id} pl={`${block.level * 1.25}rem`}>
          <Text span fw={600}>
            <Marked segment={segmentKey.label(block.id)} text={block.label} highlights={highlights} />
          </Text>{' '}
          <Marked segment={segmentKey.text(block.id)} text={block.text} highlights={highlights} />
        </Text>
      );
    case 'table':
      return (
        <Box id={block.id} my="sm">
          <Table.ScrollContainer minWidth={400}>
            <Table withTableBorder withColumnBorders>
              <Table.Tbody>
                {block.rows.map((row, r) => (
                  // Rows have no id of their own: the first cell's (`-r<row>c1`) names the row.
                  <Table.Tr key={row[0]?.id ?? r}>
                    {row.map((cell) => (
                      <CellView key={cell.id} cell={cell} highlights={highlights} />
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      );
    case 'image':
      return <img id={block.id} src={block.src} alt={block.alt} className={classes.image} />;
  }
}

/** The document's text, page by page, with the search's matches marked. */
export function DocumentBody({ doc, highlights }: { doc: StoredDocument; highlights: Highlights }) {
  return (
    <Box className={classes.body}>
      {doc.pages.map((page) => (
        <Box component="section" key={page.number} data-page={page.number}>
          {page.blocks.map((block) => (
            <BlockView key={block.id} block={block} highlights={highlights} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
