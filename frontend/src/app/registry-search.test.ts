import { createToolSearch } from '../lib/tool-search/tool-search';
import { TOOLS } from '../tools/registry';
import { expectSearch, SEARCH_EXPECTATIONS } from './search-expectations';

const search = createToolSearch(TOOLS);
const ids = (query: string) => search.find(query).map((tool) => tool.id);

describe('the search over the whole registry', () => {
  it.each(SEARCH_EXPECTATIONS.map((expectation) => [expectation.query, expectation] as const))(
    '«%s» finds what a person expects, and little else',
    (_query, expectation) => {
      expectSearch(expectation, ids(expectation.query));
    },
  );

  it('lists every tool, in the order of the grid, for a blank query', () => {
    expect(ids('  ')).toEqual(TOOLS.map((tool) => tool.id));
  });

  it('narrows as the visitor types the beginning of a word', () => {
    expect(ids('calc')).toEqual(expect.arrayContaining(['bmi-calculator', 'calorie-calculator', 'vat-calculator']));
    expect(ids('pomod')).toEqual(['pomodoro-timer']);
    expect(ids('cod').slice(0, 2).sort()).toEqual(['qr-code-generator', 'tax-code-calculator']);
  });
});
