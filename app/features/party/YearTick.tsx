import type { KeyboardEvent } from 'react';

interface Props {
  /** Where recharts places the tick. */
  x: number;
  y: number;
  year: number;
  /** The year and its amount, read out by screen readers. */
  label: string;
  pressed: boolean;
  onToggle(year: number): void;
}

/** A year under the chart's bars: a toggle button inside the SVG, reachable with the keyboard. */
export function YearTick({ x, y, year, label, pressed, onToggle }: Props) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle(year);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an HTML button cannot live inside an SVG.
    <g
      transform={`translate(${x},${y})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={pressed}
      onClick={(event) => {
        // The chart's own click would toggle the year a second time.
        event.stopPropagation();
        onToggle(year);
      }}
      onKeyDown={onKeyDown}
      style={{ cursor: 'pointer' }}
    >
      <text dy={16} textAnchor="middle" fontSize={12} fontWeight={pressed ? 700 : 400} fill="currentColor">
        {year}
      </text>
    </g>
  );
}
