import type { NumberConversionResponse } from '@orbita/proto-types';
import { groupBits } from './number-converter.service';

/** How the number is stored as a signed integer of 8, 16, 32 or 64 bits, where it fits. */
export function TwosComplement({ widths }: { widths: NumberConversionResponse['twosComplement'] }) {
  return (
    <>
      <h3 className="number__info-title">Complemento a due</h3>
      {widths.length === 0 ? (
        <p className="muted">Il numero non entra in un intero con segno a 64 bit.</p>
      ) : (
        <ul className="result-list">
          {widths.map(({ bits, binary, hex }) => (
            <li key={bits} className="result-row number__twos">
              <span className="result-row__label">{bits} bit</span>
              <code className="result-row__value">{groupBits(binary)}</code>
              <code className="result-row__value muted">0x{hex}</code>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
