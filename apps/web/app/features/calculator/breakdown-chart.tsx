import type { CalculatorBreakdown } from '@brilla/validation';

type Bar = { label: string; value: number; text: string; colour: string };
type Props = {
  breakdown: CalculatorBreakdown;
  labels: { hours: string; recruits: string; bonus: string };
  format: (value: number) => string;
  title: string;
};

const WIDTH = 320;
const LABEL_WIDTH = 0;
const BAR_HEIGHT = 22;
const GAP = 30;

/** Horizontal bars of the three parts of the income; the numbers sit beside it in text too. */
export function BreakdownChart({ breakdown, labels, format, title }: Props) {
  const bars: Bar[] = [
    {
      label: labels.hours,
      value: breakdown.hoursPay,
      text: format(breakdown.hoursPay),
      colour: '#7d1ed2',
    },
    {
      label: labels.recruits,
      value: breakdown.recruitsPay,
      text: format(breakdown.recruitsPay),
      colour: '#ff2e88',
    },
    {
      label: labels.bonus,
      value: breakdown.bonus,
      text: format(breakdown.bonus),
      colour: '#12001f',
    },
  ];
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  const height = bars.length * (BAR_HEIGHT + GAP);
  const summary = bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ');
  return (
    <svg
      role="img"
      aria-label={`${title}. ${summary}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      className="h-auto w-full max-w-md"
    >
      {bars.map((bar, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = Math.max(2, ((WIDTH - LABEL_WIDTH) * bar.value) / max);
        return (
          <g key={bar.label} transform={`translate(0 ${y})`}>
            <text x="0" y="12" fontSize="12" fill="#5d5670">
              {bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y="16"
              width={width}
              height={BAR_HEIGHT - 6}
              rx="8"
              fill={bar.colour}
            />
          </g>
        );
      })}
    </svg>
  );
}
