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
