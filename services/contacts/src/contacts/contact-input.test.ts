import { INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE, NUL_CHARACTER_MESSAGE, normalizeContact, specViolation } from './contact-input.js';

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

  it.each([
    { ...valid, name: '  ' },
    { ...valid, email: '' },
    { ...valid, message: '\n\t' },
  ])('refuses a blank required field (%j)', (request) => {
    expect(() => normalizeContact(request)).toThrow(MISSING_FIELDS_MESSAGE);
  });

  it.each(['anna', 'anna@', 'anna@example', '@example.it', 'anna @example.it'])('refuses the e-mail %j', (email) => {
    expect(() => normalizeContact({ ...valid, email })).toThrow(INVALID_EMAIL_MESSAGE);
  });

  it('keeps HTML and SQL-looking text verbatim', () => {
    const text = `<b onclick="x()">Ciao</b>'); DELETE FROM messages; --`;
    expect(normalizeContact({ ...valid, subject: text, message: text })).toMatchObject({ subject: text, message: text });
  });

  it('refuses the NUL character, which Postgres cannot store', () => {
    expect(() => normalizeContact({ ...valid, message: 'a\u0000b' })).toThrow(NUL_CHARACTER_MESSAGE);
  });
});

describe('specViolation', () => {
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
