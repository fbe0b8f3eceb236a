import { formatNumber } from '../../lib/format';
import { BMI_LIMITS, type BmiClass } from './bmi-calculator.service';

/** The scale runs from 15 to 40: below and above, the marker stays at the edge. */
const SCALE = { from: 15, to: 40 } as const;
const WIDTH = 320;
const BAR = { y: 22, height: 14 };

const BANDS: ReadonlyArray<{ label: BmiClass; from: number; to: number; colour: string }> = [
  { label: 'Sottopeso', from: SCALE.from, to: BMI_LIMITS.underweight, colour: '#38bdf8' },
  { label: 'Normopeso', from: BMI_LIMITS.underweight, to: BMI_LIMITS.normal, colour: '#4ade80' },
  { label: 'Sovrappeso', from: BMI_LIMITS.normal, to: BMI_LIMITS.overweight, colour: '#fbbf24' },
  { label: 'Obeso', from: BMI_LIMITS.overweight, to: SCALE.to, colour: '#f87171' },
];

const x = (bmi: number) => ((Math.min(SCALE.to, Math.max(SCALE.from, bmi)) - SCALE.from) / (SCALE.to - SCALE.from)) * WIDTH;

/** The four bands from Sottopeso to Obeso with the visitor's marker; the text says the same to a screen reader. */
export function BmiScale({ bmi, bmiClass }: { bmi: number; bmiClass: BmiClass }) {
  const band = BANDS.find((b) => b.label === bmiClass)!;
  const where =
    bmiClass === 'Obeso'
      ? `da ${formatNumber(BMI_LIMITS.overweight, 0)} in su`
      : bmiClass === 'Sottopeso'
        ? `sotto ${formatNumber(BMI_LIMITS.underweight, 1)}`
        : `tra ${formatNumber(band.from, 1)} e ${formatNumber(band.to, 0)}`;
  const marker = x(bmi);
  return (
    <svg
      className="bmi-scale"
      viewBox={`0 0 ${WIDTH} 64`}
      role="img"
      aria-label={`Scala del BMI: il tuo valore ${formatNumber(bmi, 1)} è nella fascia ${bmiClass}, ${where}.`}
    >
      {BANDS.map((b) => (
        <g key={b.label}>
          <rect x={x(b.from)} y={BAR.y} width={x(b.to) - x(b.from)} height={BAR.height} fill={b.colour} opacity={b.label === bmiClass ? 1 : 0.45} />
          <text x={(x(b.from) + x(b.to)) / 2} y={BAR.y + BAR.height + 18} textAnchor="middle" className="bmi-scale__label">
            {b.label}
          </text>
        </g>
      ))}
      <path d={`M ${marker - 7} 4 L ${marker + 7} 4 L ${marker} 18 Z`} className="bmi-scale__marker" />
      <line x1={marker} x2={marker} y1={BAR.y - 2} y2={BAR.y + BAR.height + 2} className="bmi-scale__needle" />
    </svg>
  );
}
