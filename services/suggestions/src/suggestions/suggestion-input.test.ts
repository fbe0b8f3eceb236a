import { INVALID_EMAIL_MESSAGE, MISSING_FIELDS_MESSAGE, normalizeSuggestion, specViolation } from './suggestion-input.js';

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

  it('keeps HTML and SQL-looking text verbatim', () => {
    const text = `<script>alert('x')</script>'; DROP TABLE suggestions; --`;
    expect(normalizeSuggestion({ toolName: text, description: text })).toMatchObject({ toolName: text, description: text });
  });
});

describe('specViolation', () => {
  it.each([
    [{ toolName: '   ', description: 'B' }],
    [{ toolName: 'A', description: '\n' }],
    [{ description: 'B' }],
    [{ toolName: 'A', description: null }],
  ])('refuses a blank or missing name or description (%j)', (request) => {
    expect(specViolation(request)).toBe(MISSING_FIELDS_MESSAGE);
  });

  it('refuses an e-mail without a domain', () => {
    expect(specViolation({ toolName: 'A', description: 'B', email: 'mario@' })).toBe(INVALID_EMAIL_MESSAGE);
  });

  it.each([undefined, '', '   ', 'mario@example.it'])('accepts the optional e-mail %j', (email) => {
    expect(specViolation({ toolName: 'A', description: 'B', email })).toBeNull();
  });
});
