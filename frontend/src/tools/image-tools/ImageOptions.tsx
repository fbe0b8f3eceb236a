import { useId } from 'react';
import { OUTPUT_TYPES, type OutputFormat, type ResizeOption } from './image-formats';

export interface ImageSettings {
  action: 'convert' | 'metadata';
  format: OutputFormat | 'same';
  quality: number;
  resizeMode: ResizeOption['mode'];
  resizeText: string;
}

export const DEFAULT_SETTINGS: ImageSettings = { action: 'convert', format: 'same', quality: 80, resizeMode: 'none', resizeText: '' };

interface ImageOptionsProps {
  settings: ImageSettings;
  onChange: (settings: ImageSettings) => void;
  avif: boolean;
  resizeError: string | null;
}

/** What to make of the images: a format, a quality, a size; or only their metadata removed. */
export function ImageOptions({ settings, onChange, avif, resizeError }: ImageOptionsProps) {
  const id = useId();
  const set = (change: Partial<ImageSettings>) => onChange({ ...settings, ...change });
  const lossy = settings.format !== 'png';
  return (
    <div className="image-options">
      <div className="chip-row" role="group" aria-label="Cosa vuoi fare">
        <button type="button" className="chip" aria-pressed={settings.action === 'convert'} onClick={() => set({ action: 'convert' })}>
          Converti, comprimi, ridimensiona
        </button>
        <button type="button" className="chip" aria-pressed={settings.action === 'metadata'} onClick={() => set({ action: 'metadata' })}>
          Rimuovi solo i metadati (GPS, EXIF)
        </button>
      </div>
      {settings.action === 'metadata' ? (
        <p className="muted">Un JPEG resta identico, pixel per pixel: si tolgono solo EXIF, posizione GPS, XMP e commenti.</p>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-formato`}>Formato</label>
            <select id={`${id}-formato`} className="input" value={settings.format} onChange={(event) => set({ format: event.target.value as ImageSettings['format'] })}>
              <option value="same">Come l&apos;originale (HEIC diventa JPEG)</option>
              {(Object.keys(OUTPUT_TYPES) as OutputFormat[]).map((format) => (
                <option key={format} value={format} disabled={format === 'avif' && !avif}>
                  {OUTPUT_TYPES[format].label}
                  {format === 'avif' && !avif ? ' (questo browser non lo scrive)' : ''}
                </option>
              ))}
            </select>
          </div>
          {lossy ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-qualita`}>Qualità: {settings.quality}%</label>
              <input id={`${id}-qualita`} type="range" min={10} max={100} step={5} value={settings.quality} onChange={(event) => set({ quality: Number(event.target.value) })} />
            </div>
          ) : null}
          <fieldset className="image-options__resize">
            <legend>Dimensione</legend>
            {(['none', 'percent', 'width'] as const).map((mode) => (
              <label key={mode}>
                <input type="radio" name={`${id}-dimensione`} checked={settings.resizeMode === mode} onChange={() => set({ resizeMode: mode })} />
                {mode === 'none' ? ' Originale' : mode === 'percent' ? ' In percentuale' : ' Larghezza in pixel'}
              </label>
            ))}
            {settings.resizeMode !== 'none' ? (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-misura`}>{settings.resizeMode === 'percent' ? 'Percentuale (%)' : 'Larghezza (px), altezza in proporzione'}</label>
                <input id={`${id}-misura`} className="input" inputMode="numeric" value={settings.resizeText} aria-invalid={resizeError !== null} onChange={(event) => set({ resizeText: event.target.value })} />
                {resizeError ? <p className="field__error" role="alert">{resizeError}</p> : null}
              </div>
            ) : null}
          </fieldset>
        </>
      )}
    </div>
  );
}
