import { useId, useState } from 'react';
import { QR_LEVELS } from '@orbita/proto-types/enums';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { ChipGroup } from '../../components/ui/ChipGroup';
import { ColorField } from '../../components/ui/ColorField';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import { Loading } from '../../components/ui/Spinner';
import { useLatestRequest } from '../../lib/use-latest-request';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { generateQr, QR_ERROR, qrInPage } from './api/generate-qr';
import { QrPayloadForm } from './QrPayloadForm';
import { buildPayload, EMPTY_FIELDS, PAYLOAD_KINDS, type Built, type PayloadFields, type PayloadKind } from './qr-payloads';
import { QrResult } from './QrResult';
import {
  DEFAULT_QR_FORM,
  QR_COLOR_PRESETS,
  QR_EXAMPLES,
  QR_LEVEL_LABELS,
  QR_SIZE,
  QR_URL,
  toQrRequest,
  type QrForm,
} from './qr-code-generator.service';
import './qr-code-generator.css';

// Drawn in the page (qrInPage) by the service's own logic: nothing is sent, the code follows each change at once, offline too.
const REGENERATE_DELAY_MS = 0;

export default function QrCodeGeneratorPage() {
  const id = useId();
  const { value: form, set: setForm } = useUrlState<QrForm>(QR_URL, DEFAULT_QR_FORM);
  const set = <K extends keyof QrForm>(key: K, value: QrForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const [kind, setKind] = useState<PayloadKind>('text');
  const [fields, setFields] = useState<PayloadFields>(EMPTY_FIELDS);
  const [built, setBuilt] = useState<Built | null>(null);
  // A form's content goes into the text (and so into the address); until it is complete, its message shows.
  const changeFields = <K extends Exclude<PayloadKind, 'text'>>(formKind: K, next: PayloadFields[K]) => {
    setFields((current) => ({ ...current, [formKind]: next }));
    const outcome = buildPayload(formKind, next);
    setBuilt(outcome);
    if ('payload' in outcome) set('text', outcome.payload);
  };
  const chooseKind = (next: PayloadKind) => {
    setKind(next);
    if (next === 'text') return setBuilt(null);
    const outcome = buildPayload(next, fields[next]);
    setBuilt(outcome);
    if ('payload' in outcome) set('text', outcome.payload);
  };
  const request = kind !== 'text' && built && 'invalid' in built ? built : toQrRequest(form);
  const qr = useLatestRequest(request, generateQr, { delayMs: REGENERATE_DELAY_MS, fallbackError: QR_ERROR, local: qrInPage });

  return (
    <SplitToolLayout
      inputs={
        <Card title="Contenuto" label="Impostazioni del QR Code">
          <SelectField
            label="Tipo di contenuto"
            value={kind}
            options={PAYLOAD_KINDS.map((entry) => entry.kind)}
            optionLabel={(option) => PAYLOAD_KINDS.find((entry) => entry.kind === option)!.label}
            onChange={chooseKind}
          />
          {kind === 'text' ? (
            <>
              <Field label="Testo o link da codificare" htmlFor={`${id}-text`}>
                <textarea id={`${id}-text`} className="input" value={form.text} onChange={(e) => set('text', e.target.value)} />
              </Field>
            </>
          ) : (
            <QrPayloadForm kind={kind} fields={fields[kind]} onChange={(next) => changeFields(kind, next)} />
          )}
        </Card>
      }
      result={
        <section className={`card${!qr.data && !qr.error ? ' result-card--waiting' : ''}`} aria-labelledby={`${id}-result`} aria-busy={qr.loading}>
          <h2 id={`${id}-result`} className="card__title">
            Il tuo QR Code
          </h2>
          {qr.error ? <Alert tone="error">{qr.error}</Alert> : null}
          {qr.loading && !qr.data ? <Loading label="Generazione del QR Code…" /> : null}
          {qr.data && !qr.error ? <QrResult qr={qr.data} /> : null}
        </section>
      }
      more={
        <>
          {kind === 'text' ? (
            <Card title="Esempi">
              <ChipGroup label="Esempi rapidi" items={QR_EXAMPLES} onChoose={(example) => set('text', example.text)} />
            </Card>
          ) : null}
          <Card title="Aspetto">
            <Field label={`Dimensione: ${form.size} px`} htmlFor={`${id}-size`}>
              <input
                id={`${id}-size`}
                type="range"
                min={QR_SIZE.min}
                max={QR_SIZE.max}
                step={QR_SIZE.step}
                value={form.size}
                onChange={(event) => set('size', Number(event.target.value))}
              />
            </Field>
            <div className="form-grid">
              <ColorField label="Colore del QR" value={form.color} onChange={(value) => set('color', value)} />
              <ColorField label="Colore di sfondo" value={form.backgroundColor} onChange={(value) => set('backgroundColor', value)} />
            </div>
            <p className="field__label" id={`${id}-presets`}>
              Colori predefiniti
            </p>
            <div className="preset-row" role="group" aria-labelledby={`${id}-presets`}>
              {QR_COLOR_PRESETS.map((preset) => (
                <button
                  key={preset.hex}
                  type="button"
                  className="qr__preset"
                  aria-pressed={form.color.toUpperCase() === preset.hex}
                  onClick={() => set('color', preset.hex)}
                >
                  <span className="qr__preset-dot" style={{ background: preset.hex }} aria-hidden="true" />
                  {preset.name}
                </button>
              ))}
            </div>
            <SelectField
              label="Correzione degli errori"
              value={form.errorCorrectionLevel}
              options={QR_LEVELS}
              optionLabel={(level) => QR_LEVEL_LABELS[level]}
              onChange={(level) => set('errorCorrectionLevel', level)}
            />
          </Card>
        </>
      }
    />
  );
}
