import type { PublicSuggestion } from '@orbita/proto-types';
import {
  categoryCounts,
  EMPTY_SUGGESTION_FORM,
  shortId,
  suggestionStats,
  toSuggestRequest,
  visibleSuggestions,
} from './suggestions.service';

const base: PublicSuggestion = {
  id: '00000000-0000-4000-8000-000000abc123',
  toolName: 'Timer',
  description: 'Un timer',
  category: 'Produttività',
  priority: 'media',
  createdAt: '2025-01-10T10:00:00.000Z',
  votes: 2,
  status: 'pending',
};

const list: PublicSuggestion[] = [
  base,
  { ...base, id: 'b', category: 'Finanza', priority: 'alta', votes: 5, createdAt: '2025-01-11T10:00:00.000Z' },
  { ...base, id: 'c', priority: 'alta', votes: 2, createdAt: '2025-01-12T10:00:00.000Z' },
];

describe('suggestions', () => {
  it('defaults to category Generale and priority media', () => {
    expect(EMPTY_SUGGESTION_FORM).toMatchObject({ category: 'Generale', priority: 'media', email: '' });
  });

  it('needs a name and a description after trimming', () => {
    expect(toSuggestRequest({ ...EMPTY_SUGGESTION_FORM, toolName: '  ', description: 'x' })).toEqual({
      error: 'Nome e descrizione del tool sono obbligatori',
    });
    expect(toSuggestRequest({ ...EMPTY_SUGGESTION_FORM, toolName: ' Meteo ', description: ' Previsioni ' })).toEqual({
      request: { toolName: 'Meteo', description: 'Previsioni', category: 'Generale', priority: 'media', email: '' },
    });
  });

  it('shows an id by its last six characters', () => {
    expect(shortId(base.id)).toBe('abc123');
  });

  it('counts suggestions, votes, categories and high priority ones', () => {
    expect(suggestionStats(list)).toEqual({ total: 3, votes: 9, categories: 2, highPriority: 2 });
    expect(suggestionStats([])).toEqual({ total: 0, votes: 0, categories: 0, highPriority: 0 });
  });

  it('lists the categories in use and filters by one, most voted then newest first', () => {
    expect(categoryCounts(list)).toEqual([
      { category: 'Produttività', count: 2 },
      { category: 'Finanza', count: 1 },
    ]);
    expect(visibleSuggestions(list, null).map((s) => s.id)).toEqual(['b', 'c', base.id]);
    expect(visibleSuggestions(list, 'Finanza').map((s) => s.id)).toEqual(['b']);
  });
});
