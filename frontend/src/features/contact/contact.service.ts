import type { ContactRequest } from '@orbita/proto-types';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

export function toContactRequest(form: ContactForm): { request: ContactRequest } | { error: string } {
  const name = form.name.trim();
  const email = form.email.trim();
  const message = form.message.trim();
  if (!name || !email || !message) return { error: 'Tutti i campi sono obbligatori' };
  if (!email.includes('@')) return { error: 'Inserisci un indirizzo email valido' };
  const subject = form.subject.trim();
  return { request: subject ? { name, email, subject, message } : { name, email, message } };
}

export type ContactFieldErrors = Partial<Record<keyof ContactForm, string>>;

/** Which fields stop the form, each with the sentence shown under it; the order is the form's. */
export function contactFieldErrors(form: ContactForm): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!form.name.trim()) errors.name = 'Scrivi il tuo nome';
  const email = form.email.trim();
  if (!email) errors.email = 'Scrivi il tuo indirizzo email';
  else if (!email.includes('@')) errors.email = 'Inserisci un indirizzo email valido';
  if (!form.message.trim()) errors.message = 'Scrivi il tuo messaggio';
  return errors;
}
