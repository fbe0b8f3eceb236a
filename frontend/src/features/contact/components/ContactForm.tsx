import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { SuccessMark } from '../../../components/ui/SuccessMark';
import { useSendForm } from '../../../lib/use-send-form';
import { CONTACT_ERROR, sendContact } from '../api/send-contact';
import { contactFieldErrors, EMPTY_CONTACT_FORM, toContactRequest, type ContactForm as Form } from '../contact.service';

type FieldName = keyof Form;
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'subject', 'message'];

/**
 * Where focus goes as the form moves on: to the thank-you screen once sent, to the first field after «Invia un altro
 * messaggio»; never left on a button that has disappeared (which drops it to the page's body).
 */
function useFocusOnSent(sent: boolean) {
  const thanksRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const previous = useRef(sent);
  useEffect(() => {
    if (previous.current === sent) return;
    previous.current = sent;
    (sent ? thanksRef.current : firstFieldRef.current)?.focus();
  }, [sent]);
  return { thanksRef, firstFieldRef };
}

/** The contact form; once sent, a thank-you screen with a button to write again. */
export function ContactForm() {
  const id = useId();
  const { form, set, sent, submit, startOver, error, loading } = useSendForm({
    empty: EMPTY_CONTACT_FORM,
    check: toContactRequest,
    send: sendContact,
    fallbackError: CONTACT_ERROR,
  });
  const { thanksRef, firstFieldRef } = useFocusOnSent(sent);
  // Fields are marked only once the visitor has tried to send, and each mark clears as its field is put right.
  const [checked, setChecked] = useState(false);
  const fieldErrors = checked ? contactFieldErrors(form) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = contactFieldErrors(form);
    setChecked(true);
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
    void submit(event);
  };

  if (sent) {
    return (
      <div className="card contact__sent" role="status" tabIndex={-1} ref={thanksRef}>
        <SuccessMark />
        <h2>Messaggio Inviato!</h2>
        <p className="muted">Grazie per averci scritto. Ti risponderemo il prima possibile all&apos;indirizzo che ci hai lasciato.</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            setChecked(false);
            startOver();
          }}
        >
          Invia un altro messaggio
        </button>
      </div>
    );
  }

  /** The attributes that tie a control to its own message when it is wrong. */
  const invalid = (name: FieldName) =>
    fieldErrors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const message = (name: FieldName) =>
    fieldErrors[name] ? (
      <span className="field__error" id={`${id}-${name}-error`}>
        {fieldErrors[name]}
      </span>
    ) : null;

  return (
    <form className="card" onSubmit={onSubmit} noValidate>
      <h2 className="card__title">Scrivici un messaggio</h2>
      <div className="form-grid">
        <Field label="Nome *" htmlFor={`${id}-name`}>
          <input ref={firstFieldRef} id={`${id}-name`} className="input" autoComplete="name" required maxLength={100} value={form.name} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
          {message('name')}
        </Field>
        <Field label="Email *" htmlFor={`${id}-email`}>
          <input id={`${id}-email`} className="input" type="email" autoComplete="email" required maxLength={254} value={form.email} onChange={(e) => set('email', e.target.value)} {...invalid('email')} />
          {message('email')}
        </Field>
      </div>
      <Field label="Oggetto (facoltativo)" htmlFor={`${id}-subject`}>
        <input id={`${id}-subject`} className="input" maxLength={200} value={form.subject} onChange={(e) => set('subject', e.target.value)} />
      </Field>
      <Field label="Messaggio *" htmlFor={`${id}-message`}>
        <textarea id={`${id}-message`} className="input contact__message" required maxLength={5000} value={form.message} onChange={(e) => set('message', e.target.value)} {...invalid('message')} />
        {message('message')}
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
