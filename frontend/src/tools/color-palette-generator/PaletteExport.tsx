import { useState } from 'react';
import type { PaletteResponse } from '@orbita/proto-types';
import { Icon } from '../../components/ui/Icon';
import { downloadBlob } from '../../lib/download';
import { useCopy } from '../../lib/use-copy';
import { EXPORT_FORMATS, exportPalette, type ExportFormat } from './palette-export';
import { palettePng } from './palette-png';

/** The palette as code to paste (CSS, JSON, Tailwind), to copy or download, and as a PNG picture. */
export function PaletteExport({ palette }: { palette: PaletteResponse }) {
  const [format, setFormat] = useState<ExportFormat>('css');
  const { copiedKey, copy } = useCopy();
  const chosen = EXPORT_FORMATS.find((entry) => entry.format === format)!;
  const text = exportPalette(palette, format);
  const savePng = async () => {
    const png = await palettePng(palette);
    if (png) downloadBlob(png, `palette-${Date.now()}.png`);
  };

  return (
    <div className="palette__export">
      <h3 className="palette__export-title">Esporta</h3>
      <div className="chip-row" role="group" aria-label="Formato">
        {EXPORT_FORMATS.map((entry) => (
          <button
            key={entry.format}
            type="button"
            className="chip"
            aria-pressed={entry.format === format}
            onClick={() => setFormat(entry.format)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <pre className="palette__code" tabIndex={0} aria-label={`Palette in formato ${chosen.label}`}>
        <code>{text}</code>
      </pre>
      <div className="palette__export-actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy(text, 'export')}>
          <Icon name={copiedKey === 'export' ? 'check' : 'copy'} size={16} />
          {copiedKey === 'export' ? 'Copiato!' : `Copia ${chosen.label}`}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => downloadBlob(new Blob([text], { type: chosen.type }), chosen.file)}>
          <Icon name="download" size={16} />
          Scarica {chosen.file}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void savePng()}>
          <Icon name="download" size={16} />
          Scarica PNG
        </button>
      </div>
    </div>
  );
}
