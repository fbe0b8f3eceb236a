import { INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE, normalizeContact, specViolation } from './contact-input.js';

const valid = { name: 'Anna', email: 'anna@example.it', message: 'Ciao!' };

describe('normalizeContact', () => {
  it('trims the fields and keeps the message lines', () => {
    expect(normalizeContact({ name: ' Anna ', email: ' anna@example.it ', subject: ' Idea ', message: '\nRiga 1\nRiga 2\n' })).toEqual({
      name: 'Anna',
      email: 'anna@example.it',
      subject: 'Idea',
      message: 'Riga 1\nRiga 2',
    });
  });

  it.each([undefined, '', '   '])('treats the subject %j as none', (subject) => {
    expect(normalizeContact({ ...valid, subject }).subject).toBeNull();
  });

  it('keeps HTML and SQL-looking text verbatim', () => {
    const text = `<b onclick="x()">Ciao</b>'); DELETE FROM messages; --`;
    expect(normalizeContact({ ...valid, subject: text, message: text })).toMatchObject({ subject: text, message: text });
  });
});

describe('specViolation', () => {
  it.each([
    { ...valid, name: '  ' },
    { ...valid, email: '' },
    { ...valid, message: '\n\t' },
  ])('refuses a blank required field (%j)', (request) => {
    expect(specViolation(request)).toBe(MISSING_FIELDS_MESSAGE);
  });

  it.each(['anna', 'anna@', 'anna@example', '@example.it', 'anna @example.it', 'a?cc=evil@evil.com'])('refuses the e-mail %j', (email) => {
    expect(specViolation({ ...valid, email })).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('says the missing-fields message before judging the e-mail', () => {
    expect(specViolation({ name: 'A', email: 'x', message: ' ' })).toBe(MISSING_FIELDS_MESSAGE);
  });

  it('leaves a field of the wrong type to the schema', () => {
    expect(specViolation({ name: 'A', email: 42, message: 'B' })).toBeNull();
  });

  it('accepts a complete message', () => {
    expect(specViolation(valid)).toBeNull();
  });
});
