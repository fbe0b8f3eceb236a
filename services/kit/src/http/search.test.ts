import fc from 'fast-check';
import { prefixSearchQuery } from './search.js';

describe('prefixSearchQuery', () => {
  it('asks for every typed word as a prefix', () => {
    expect(prefixSearchQuery('Mario rossi')).toBe("'mario':* & 'rossi':*");
    expect(prefixSearchQuery('persona77@example.it')).toBe("'persona77@example.it':*");
  });

  it('looks for a name with an apostrophe or an accent also folded, as the columns keep it', () => {
    expect(prefixSearchQuery('dangelo')).toBe("'dangelo':*");
    expect(prefixSearchQuery("D'Angelo")).toBe("('dangelo':* | ('d':* & 'angelo':*))");
    expect(prefixSearchQuery('Niccolò')).toBe("('niccolo':* | 'niccolò':*)");
  });

  it('is null when nothing typed is a word', () => {
    expect(prefixSearchQuery('  ')).toBeNull();
    expect(prefixSearchQuery("'&|!")).toBeNull();
  });

  it('never lets an operator of the tsquery syntax through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const query = prefixSearchQuery(text);
        if (query === null) return;
        // Every quoted term holds no quote, no operator and no space.
        for (const [, term] of query.matchAll(/'([^']*)':\*/g)) expect(term).not.toMatch(/[\s&|!():*'\\]/);
        expect(query.replace(/'[^']*':\*/g, '')).toMatch(/^[\s&|()]*$/);
      }),
    );
  });
});
