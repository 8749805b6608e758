import { Badge } from '@mantine/core';
import { DEADLINE_PASSED, type StatusFacts, shownStatus } from '../../../common/tender-status';
import { statusLabel } from '../tender-labels';

/**
 * Open tenders stand out (green), those awaiting a decision (deadline passed included) amber,
 * finished ones muted, cancelled red.
 */
const COLORS: Record<string, string> = {
  PRE: 'grape',
  PUB: 'green',
  [DEADLINE_PASSED]: 'orange',
  EV: 'orange',
  ADJ: 'blue',
  RES: 'gray',
  ANUL: 'red',
};

/** `oneLine`: the compact view's small badge on one line (its column is as wide as the longest label). */
export function TenderStatusBadge({ tender, oneLine = false }: { tender: StatusFacts; oneLine?: boolean }) {
  const now = new Date();
  const status = shownStatus(tender, now);
  if (!status) return null;
  return (
    <Badge
      data-field="status"
      color={COLORS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      maw="100%"
      size={oneLine ? 'sm' : 'md'}
      // Long labels ('Pendiente de adjudicación') wrap instead of being cut.
      styles={
        oneLine
          ? undefined
          : {
              root: { height: 'auto', paddingBlock: 2 },
              label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25, textAlign: 'center' },
            }
      }
    >
      {statusLabel(tender, now)}
    </Badge>
  );
}
