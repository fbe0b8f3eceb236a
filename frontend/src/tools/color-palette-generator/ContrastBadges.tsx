import type { Rgb } from '@orbita/proto-types';
import { formatNumber } from '../../lib/format';
import { BLACK, contrastRatio, shownRatio, WHITE, wcagLevel } from './color-contrast';

const TONE = { AAA: 'badge--success', AA: 'badge--success', 'AA testo grande': 'badge--warning', Insufficiente: 'badge--danger' } as const;

/** How well white and black text read on the colour, by WCAG's contrast ratio. */
export function ContrastBadges({ rgb }: { rgb: Rgb }) {
  return (
    <span className="palette__contrast">
      {[
        { label: 'Testo bianco', text: WHITE },
        { label: 'Testo nero', text: BLACK },
      ].map(({ label, text }) => {
        const ratio = contrastRatio(rgb, text);
        const level = wcagLevel(ratio);
        return (
          <span key={label} className={`badge ${TONE[level]}`}>
            {label}: {formatNumber(shownRatio(ratio), 1)}:1 · {level}
          </span>
        );
      })}
    </span>
  );
}
