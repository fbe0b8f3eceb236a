import type { NumberConversionResponse } from '@orbita/proto-types';
import { Icon } from '../../components/ui/Icon';
import { useCopy } from '../../lib/use-copy';
import { groupDecimal } from './number-converter.service';
import { TwosComplement } from './TwosComplement';

const ALL_BASES = [
  { key: 'binary', label: 'Binario' },
  { key: 'octal', label: 'Ottale' },
  { key: 'decimal', label: 'Decimale' },
  { key: 'hex', label: 'Esadecimale' },
] as const;

export function NumberResult({ conversion }: { conversion: NumberConversionResponse }) {
  const { copiedKey, copy } = useCopy();
  const { info } = conversion;
  const powers = [
    info.isPowerOf2 && 'Potenza di 2',
    info.isPowerOf8 && 'Potenza di 8',
    info.isPowerOf16 && 'Potenza di 16',
  ].filter((badge): badge is string => Boolean(badge));

  return (
    <>
      <div className="number__pair">
        <div>
          <span className="muted">{conversion.original.baseName}</span>
          <code className="number__value">{conversion.original.number}</code>
        </div>
        <Icon name="arrowRight" size={22} className="number__arrow" />
        <div>
          <span className="muted">{conversion.converted.baseName}</span>
          <code className="number__value number__value--accent">{conversion.converted.number}</code>
        </div>
      </div>
      <h3 className="number__info-title">Tutte le basi</h3>
      <ul className="result-list">
        {ALL_BASES.map(({ key, label }) => (
          <li key={key}>
            <button type="button" className="result-row number__copy" onClick={() => void copy(conversion.allBases[key], key)}>
              <span className="result-row__label">{label}</span>
              <code className="result-row__value">{conversion.allBases[key]}</code>
              <Icon name={copiedKey === key ? 'check' : 'copy'} size={16} />
              <span className="visually-hidden">{copiedKey === key ? 'Copiato' : 'Copia'}</span>
            </button>
          </li>
        ))}
      </ul>
      <h3 className="number__info-title">Informazioni</h3>
      <ul className="result-list">
        <li className="result-row">
          <span className="result-row__label">Valore decimale</span>
          <span className="result-row__value">{groupDecimal(conversion.decimal)}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Bit necessari</span>
          <span className="result-row__value">{info.bitCount}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Parità</span>
          <span className="result-row__value">{info.isEven ? 'Pari' : 'Dispari'}</span>
        </li>
        <li className="result-row">
          <span className="result-row__label">Ordine di grandezza</span>
          <span className="result-row__value">{info.magnitude}</span>
        </li>
      </ul>
      {powers.length > 0 ? (
        <p className="number__badges">
          {powers.map((power) => (
            <span key={power} className="badge badge--accent">
              {power}
            </span>
          ))}
        </p>
      ) : null}
      <TwosComplement widths={conversion.twosComplement} />
    </>
  );
}
