import { useId, useMemo } from 'react';
import { PALETTE_TYPES, type PaletteType } from '@orbita/proto-types/enums';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { ColorField } from '../../components/ui/ColorField';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { useKeptHeight } from '../../lib/use-kept-height';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { COLOR_COUNT, DEFAULT_PALETTE_FORM, PALETTE_TYPE_LABELS, PALETTE_URL, PRESET_COLORS, paletteOf } from './color-palette-generator.service';
import { PaletteResult } from './PaletteResult';
import './color-palette-generator.css';

const TIPS = [
  'Complementare: massimo contrasto, ottima per pulsanti e inviti all’azione.',
  'Analoga: colori vicini sulla ruota cromatica, per interfacce calme e armoniose.',
  'Triadica: tre colori equidistanti, vivaci ma bilanciati.',
  'Monocromatica: tonalità dello stesso colore, eleganti e facili da abbinare.',
  'Usa la regola 60-30-10: un colore dominante, uno secondario e uno per i dettagli.',
  'Controlla sempre il contrasto tra testo e sfondo per garantire la leggibilità.',
];

export default function ColorPaletteGeneratorPage() {
  const id = useId();
  const { value: form, update } = useUrlState(PALETTE_URL, DEFAULT_PALETTE_FORM);
  const { baseColor, paletteType, count } = form;
  const setBaseColor = (baseColor: string) => update({ baseColor });
  const setPaletteType = (paletteType: PaletteType) => update({ paletteType });
  const setCount = (count: number) => update({ count });
  // Computed in the page by the service's own module, in the same render as the change: no round trip to wait for.
  // Memoised so that a random palette changes with the settings, not with every render.
  const [keepHeight, keptHeight] = useKeptHeight();
  const palette = useMemo(() => paletteOf(baseColor, paletteType, count), [baseColor, paletteType, count]);

  return (
    <SplitToolLayout
      className="palette-layout"
      inputs={
        <Card title="Colore" label="Colore base della palette">
          <ColorField label="Colore base" value={baseColor} onChange={setBaseColor} />
        </Card>
      }
      result={
        <Card title="La tua palette">
          {/* A half-typed colour shows its message in the room of the last palette, so the cards under it do not move. */}
          {'error' in palette ? (
            <div style={keptHeight}>
              <Alert tone="error">{palette.error}</Alert>
            </div>
          ) : (
            <div ref={keepHeight}>
              <PaletteResult palette={palette.palette} />
            </div>
          )}
        </Card>
      }
      more={
        <>
          <Card title="Impostazioni" label="Impostazioni della palette">
            <p className="field__label" id={`${id}-presets`}>
              Colori predefiniti
            </p>
            <div className="preset-row" role="group" aria-labelledby={`${id}-presets`}>
              {PRESET_COLORS.map((preset) => (
                <button
                  key={preset.hex}
                  type="button"
                  className="palette__preset"
                  style={{ background: preset.hex }}
                  aria-label={`${preset.name} ${preset.hex}`}
                  aria-pressed={baseColor.toUpperCase() === preset.hex}
                  onClick={() => setBaseColor(preset.hex)}
                />
              ))}
            </div>
            <SelectField
              label="Tipo di palette"
              value={paletteType}
              options={PALETTE_TYPES}
              optionLabel={(type) => PALETTE_TYPE_LABELS[type]}
              onChange={setPaletteType}
            />
            <Field label={`Numero di colori: ${count}`} htmlFor={`${id}-count`}>
              <input
                id={`${id}-count`}
                type="range"
                min={COLOR_COUNT.min}
                max={COLOR_COUNT.max}
                value={count}
                onChange={(event) => setCount(Number(event.target.value))}
              />
            </Field>
          </Card>
          <Card title="Consigli per usare i colori">
            <ul className="tips">
              {TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </Card>
        </>
      }
    />
  );
}
