import { INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE, NUL_CHARACTER_MESSAGE, isBlank, normalizeSuggestion } from './suggestion-input.js';

describe('normalizeSuggestion', () => {
  it('applies the defaults of the spec and trims the texts', () => {
    expect(normalizeSuggestion({ toolName: '  Timer  ', description: '\tUn timer\n' })).toEqual({
      toolName: 'Timer',
      description: 'Un timer',
      category: 'Generale',
      priority: 'media',
      email: null,
    });
  });

  it('keeps the chosen category, priority and e-mail', () => {
    const suggestion = normalizeSuggestion({
      toolName: 'Diario',
      description: 'Note',
      category: 'Finanza',
      priority: 'alta',
      email: ' mario@example.it ',
    });
    expect(suggestion).toMatchObject({ category: 'Finanza', priority: 'alta', email: 'mario@example.it' });
  });

  it('treats an empty e-mail as none', () => {
    expect(normalizeSuggestion({ toolName: 'A', description: 'B', email: '   ' }).email).toBeNull();
  });

  it.each([
    [{ toolName: '   ', description: 'B' }],
    [{ toolName: 'A', description: '\n' }],
  ])('refuses a blank name or description (%j)', (request) => {
    expect(() => normalizeSuggestion(request)).toThrow(MISSING_FIELDS_MESSAGE);
  });

  it('refuses an e-mail without a domain', () => {
    expect(() => normalizeSuggestion({ toolName: 'A', description: 'B', email: 'mario@' })).toThrow(INVALID_EMAIL_MESSAGE);
  });

  it('keeps HTML and SQL-looking text verbatim', () => {
    const text = `<script>alert('x')</script>'; DROP TABLE suggestions; --`;
    expect(normalizeSuggestion({ toolName: text, description: text })).toMatchObject({ toolName: text, description: text });
  });

  it('refuses the NUL character, which Postgres cannot store', () => {
    expect(() => normalizeSuggestion({ toolName: 'A\u0000', description: 'B' })).toThrow(NUL_CHARACTER_MESSAGE);
  });
});

describe('isBlank', () => {
  it.each([undefined, null, '', '  \n'])('counts %j as missing', (value) => expect(isBlank(value)).toBe(true));
  it.each(['a', 0, false, {}])('does not count %j as missing', (value) => expect(isBlank(value)).toBe(false));
});
