import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { useAsyncAction } from '../../../lib/use-async-action';
import { CONTACT_ERROR, sendContact } from '../api/send-contact';
import { EMPTY_CONTACT_FORM, toContactRequest, type ContactForm as Form } from '../contact.service';

/** The contact form; once sent, a thank-you screen with a button to write again. */
export function ContactForm() {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY_CONTACT_FORM);
  const [sent, setSent] = useState(false);
  const sending = useAsyncAction(sendContact, CONTACT_ERROR);
  const set = (key: keyof Form, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const prepared = toContactRequest(form);
    if ('error' in prepared) {
      sending.fail(prepared.error);
      return;
    }
    if (await sending.run(prepared.request)) {
      setForm(EMPTY_CONTACT_FORM);
      setSent(true);
    }
  };

  if (sent) {
    return (
      <div className="card contact__sent" role="status">
        <span className="contact__sent-icon">
          <Icon name="check" size={36} />
        </span>
        <h2>Messaggio Inviato!</h2>
        <p className="muted">Grazie per averci scritto. Ti risponderemo il prima possibile all&apos;indirizzo che ci hai lasciato.</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            sending.reset();
            setSent(false);
          }}
        >
          Invia un altro messaggio
        </button>
      </div>
    );
  }

  return (
    <form className="card" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h2 className="card__title">Scrivici un messaggio</h2>
      <div className="form-grid">
        <Field label="Nome *" htmlFor={`${id}-name`}>
          <input id={`${id}-name`} className="input" autoComplete="name" required maxLength={100} value={form.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label="Email *" htmlFor={`${id}-email`}>
          <input id={`${id}-email`} className="input" type="email" autoComplete="email" required maxLength={254} value={form.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
      </div>
      <Field label="Oggetto" htmlFor={`${id}-subject`}>
        <input id={`${id}-subject`} className="input" maxLength={200} value={form.subject} onChange={(e) => set('subject', e.target.value)} />
      </Field>
      <Field label="Messaggio *" htmlFor={`${id}-message`}>
        <textarea id={`${id}-message`} className="input contact__message" required maxLength={5000} value={form.message} onChange={(e) => set('message', e.target.value)} />
      </Field>
      {sending.error ? <Alert tone="error">{sending.error}</Alert> : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={sending.loading}>
        {sending.loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="mail" size={18} />}
        {sending.loading ? 'Invio in corso…' : 'Invia messaggio'}
      </button>
      <p className="field__hint contact__required">* Campi obbligatori</p>
    </form>
  );
}
