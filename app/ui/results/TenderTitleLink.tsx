import { Anchor, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { tenderPath } from '../links';

/**
 * A result's link to its tender page: at most two lines (one in the compact view), the whole text
 * on hover (and on the page). `comingFrom` is where the page's back link returns; `field` names it for tests.
 */
export function TenderTitleLink({
  tenderId,
  text,
  comingFrom,
  field,
  lines = 2,
}: {
  tenderId: number;
  text: string;
  comingFrom: string;
  field: string;
  lines?: 1 | 2;
}) {
  return (
    <Tooltip label={text} withArrow multiline maw={560} openDelay={400} position="top-start">
      <Anchor
        component={Link}
        to={tenderPath(tenderId, comingFrom)}
        fw={500}
        size="sm"
        lineClamp={lines}
        data-field={field}
        style={{ wordBreak: 'break-word' }}
      >
        {text}
      </Anchor>
    </Tooltip>
  );
}
