import { useId } from 'react';
import { Field } from '../../components/ui/Field';
import { SelectField } from '../../components/ui/SelectField';
import type { PayloadFields, PayloadKind, WifiSecurity } from './qr-payloads';

type FormKind = Exclude<PayloadKind, 'text'>;

/** The text boxes of each kind of content: field name, Italian label, and how the keyboard should look. */
const TEXT_FIELDS: { [K in FormKind]: ReadonlyArray<{ name: keyof PayloadFields[K] & string; label: string; type?: string; multiline?: boolean }> } = {
  wifi: [
    { name: 'ssid', label: 'Nome della rete (SSID)' },
    { name: 'password', label: 'Password' },
  ],
  vcard: [
    { name: 'firstName', label: 'Nome' },
    { name: 'lastName', label: 'Cognome' },
    { name: 'organization', label: 'Organizzazione' },
    { name: 'phone', label: 'Telefono', type: 'tel' },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'website', label: 'Sito web', type: 'url' },
  ],
  email: [
    { name: 'to', label: 'Destinatario', type: 'email' },
    { name: 'subject', label: 'Oggetto' },
    { name: 'body', label: 'Messaggio', multiline: true },
  ],
  sms: [
    { name: 'phone', label: 'Numero di telefono', type: 'tel' },
    { name: 'message', label: 'Messaggio', multiline: true },
  ],
  phone: [{ name: 'phone', label: 'Numero di telefono', type: 'tel' }],
  geo: [
    { name: 'latitude', label: 'Latitudine (es. 41,9028)' },
    { name: 'longitude', label: 'Longitudine (es. 12,4964)' },
  ],
};

const SECURITY: readonly WifiSecurity[] = ['WPA', 'WEP', 'nopass'];
const SECURITY_LABELS: Record<WifiSecurity, string> = { WPA: 'WPA/WPA2/WPA3', WEP: 'WEP', nopass: 'Nessuna' };

interface QrPayloadFormProps<K extends FormKind> {
  kind: K;
  fields: PayloadFields[K];
  onChange: (fields: PayloadFields[K]) => void;
}

/** The form of one kind of QR content; what it builds is shown and encoded by the page. */
export function QrPayloadForm<K extends FormKind>({ kind, fields, onChange }: QrPayloadFormProps<K>) {
  const id = useId();
  const values = fields as Record<string, string | boolean>;
  const setValue = (name: string, value: string | boolean) => onChange({ ...fields, [name]: value });
  return (
    <div className="qr__payload-form">
      {TEXT_FIELDS[kind].map((field) => (
        <Field key={field.name} label={field.label} htmlFor={`${id}-${field.name}`}>
          {field.multiline ? (
            <textarea id={`${id}-${field.name}`} className="input" value={String(values[field.name])} onChange={(e) => setValue(field.name, e.target.value)} />
          ) : (
            <input
              id={`${id}-${field.name}`}
              className="input"
              type={field.type ?? 'text'}
              value={String(values[field.name])}
              onChange={(e) => setValue(field.name, e.target.value)}
            />
          )}
        </Field>
      ))}
      {kind === 'wifi' ? (
        <>
          <SelectField
            label="Sicurezza"
            value={values.security as WifiSecurity}
            options={SECURITY}
            optionLabel={(security) => SECURITY_LABELS[security]}
            onChange={(security) => setValue('security', security)}
          />
          <label className="qr__check">
            <input type="checkbox" checked={Boolean(values.hidden)} onChange={(e) => setValue('hidden', e.target.checked)} />
            Rete nascosta
          </label>
        </>
      ) : null}
    </div>
  );
}
