import { useId } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { SuccessMark } from '../../../components/ui/SuccessMark';
import { useSendForm } from '../../../lib/use-send-form';
import { CONTACT_ERROR, sendContact } from '../api/send-contact';
import { EMPTY_CONTACT_FORM, toContactRequest } from '../contact.service';

/** The contact form; once sent, a thank-you screen with a button to write again. */
export function ContactForm() {
  const id = useId();
  const { form, set, sent, submit, startOver, error, loading } = useSendForm({
    empty: EMPTY_CONTACT_FORM,
    check: toContactRequest,
    send: sendContact,
    fallbackError: CONTACT_ERROR,
  });

  if (sent) {
    return (
      <div className="card contact__sent" role="status">
        <SuccessMark />
        <h2>Messaggio Inviato!</h2>
        <p className="muted">Grazie per averci scritto. Ti risponderemo il prima possibile all&apos;indirizzo che ci hai lasciato.</p>
        <button type="button" className="btn btn--primary" onClick={startOver}>
          Invia un altro messaggio
        </button>
      </div>
    );
  }

  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate>
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
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button type="submit" className="btn btn--primary btn--block" disabled={loading}>
        {loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="mail" size={18} />}
        {loading ? 'Invio in corso…' : 'Invia messaggio'}
      </button>
      <p className="field__hint contact__required">* Campi obbligatori</p>
    </form>
  );
}
