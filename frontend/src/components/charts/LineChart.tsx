import './charts.css';

export interface ChartPoint {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 12 };

/**
 * A line over time with its lowest and highest points marked; `label` is what a screen reader
 * hears instead of the picture, so it must carry the same facts.
 */
export function LineChart({ points, label, formatValue }: { points: readonly ChartPoint[]; label: string; formatValue: (value: number) => string }) {
  if (points.length === 0) return null;
  const values = points.map((point) => point.value);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const span = high - low || Math.abs(high) * 0.01 || 1;
  const x = (i: number) => PAD.left + (points.length === 1 ? (WIDTH - PAD.left - PAD.right) / 2 : (i / (points.length - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (value: number) => PAD.top + (1 - (value - low) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const path = points.map((point, i) => `${i === 0 ? 'M' : 'L'} ${x(i).toFixed(1)} ${y(point.value).toFixed(1)}`).join(' ');
  const lowIndex = values.indexOf(low);
  const highIndex = values.indexOf(high);
  return (
    <svg className="line-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} preserveAspectRatio="none">
      <path d={`${path} L ${x(points.length - 1)} ${HEIGHT - PAD.bottom} L ${x(0)} ${HEIGHT - PAD.bottom} Z`} className="line-chart__area" />
      <path d={path} className="line-chart__line" vectorEffect="non-scaling-stroke" />
      <circle cx={x(highIndex)} cy={y(high)} r="4" className="line-chart__high" />
      <circle cx={x(lowIndex)} cy={y(low)} r="4" className="line-chart__low" />
      <text x={PAD.left} y={HEIGHT - 6} className="line-chart__axis">
        {points[0]!.date.split('-').reverse().join('/')}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end" className="line-chart__axis">
        {points.at(-1)!.date.split('-').reverse().join('/')} · {formatValue(points.at(-1)!.value)}
      </text>
    </svg>
  );
}
