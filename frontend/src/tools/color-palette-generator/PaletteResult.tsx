import type { PaletteResponse } from '@orbita/proto-types';
import { Icon } from '../../components/ui/Icon';
import { useCopy } from '../../lib/use-copy';
import { formatHsl, formatRgb, PALETTE_TYPE_LABELS, readableTextOn } from './color-palette-generator.service';
import { ContrastBadges } from './ContrastBadges';
import { PaletteExport } from './PaletteExport';

/** Swatches that copy their hex on click, a card of details per colour and a summary. */
export function PaletteResult({ palette }: { palette: PaletteResponse }) {
  const { copiedKey, copy } = useCopy();
  const baseHex = palette.baseColor.startsWith('#') ? palette.baseColor : `#${palette.baseColor}`;
  return (
    <>
      <div className="palette__swatches">
        {palette.colors.map((color, index) => (
          <button
            key={`${color.hex}-${index}`}
            type="button"
            className="palette__swatch"
            style={{ background: color.hex, color: readableTextOn(color.rgb) }}
            onClick={() => void copy(color.hex, `swatch-${index}`)}
            aria-label={`Copia ${color.hex}`}
          >
            <span aria-live="polite">{copiedKey === `swatch-${index}` ? 'Copiato!' : color.hex}</span>
          </button>
        ))}
      </div>
      <ul className="palette__details">
        {palette.colors.map((color, index) => (
          <li key={`${color.hex}-${index}`} className="palette__detail">
            <span className="palette__chip" style={{ background: color.hex }} aria-hidden="true" />
            <div className="palette__detail-text">
              <strong>{color.name}</strong>
              <code>{color.hex}</code>
              <span className="muted">{formatRgb(color.rgb)}</span>
              <span className="muted">{formatHsl(color.hsl)}</span>
            </div>
            <ContrastBadges rgb={color.rgb} />
            <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy(color.hex, `detail-${index}`)}>
              <Icon name={copiedKey === `detail-${index}` ? 'check' : 'copy'} size={16} />
              {copiedKey === `detail-${index}` ? 'Copiato!' : 'Copia HEX'}
            </button>
          </li>
        ))}
      </ul>
      <ul className="result-list palette__summary">
        <li className="result-row">
          <span className="result-row__label">Colore base</span>
          <span className="result-row__value">{baseHex.toUpperCase()}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Tipo</span>
          <span className="result-row__value">{PALETTE_TYPE_LABELS[palette.paletteType]}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Colori</span>
          <span className="result-row__value">{palette.count}</span>
        </li>
      </ul>
      <PaletteExport palette={palette} />
    </>
  );
}
