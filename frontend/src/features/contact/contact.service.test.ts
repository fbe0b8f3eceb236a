import { EMPTY_CONTACT_FORM, toContactRequest } from './contact.service';

const filled = { name: 'Giulia', email: 'giulia@example.com', subject: '', message: 'Ciao!' };

describe('contact form', () => {
  it('needs name, email and message', () => {
    expect(toContactRequest(EMPTY_CONTACT_FORM)).toEqual({ error: 'Tutti i campi sono obbligatori' });
    expect(toContactRequest({ ...filled, message: '   ' })).toEqual({ error: 'Tutti i campi sono obbligatori' });
  });

  it('needs an @ in the email', () => {
    expect(toContactRequest({ ...filled, email: 'giulia.example.com' })).toEqual({
      error: 'Inserisci un indirizzo email valido',
    });
  });

  it('leaves the subject out when empty', () => {
    expect(toContactRequest(filled)).toEqual({ request: { name: 'Giulia', email: 'giulia@example.com', message: 'Ciao!' } });
    expect(toContactRequest({ ...filled, subject: ' Idea ' })).toEqual({
      request: { name: 'Giulia', email: 'giulia@example.com', subject: 'Idea', message: 'Ciao!' },
    });
  });
});
