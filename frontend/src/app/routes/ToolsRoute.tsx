import { useCallback, useMemo, useState } from 'react';
import { TOOL_CATEGORIES } from '@orbita/proto-types/enums';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/layout/PageHeader';
import { Icon } from '../../components/ui/Icon';
import { SuggestionsModal } from '../../features/suggestions/components/SuggestionsModal';
import { SuggestToolModal } from '../../features/suggestions/components/SuggestToolModal';
import { ToolFilter } from '../../features/tools-catalog/ToolFilter';
import { ToolGrid, type ToolCard } from '../../features/tools-catalog/ToolGrid';
import { availableFirst, useUnavailableTools } from '../../lib/tool-availability';
import { favouritesFirst, useFavourites } from '../../lib/tool-memory';
import { useToolSearch } from '../../lib/tool-search/use-tool-search';
import { TOOLS, toolPath } from '../../tools/registry';

type OpenModal = { kind: 'suggest'; name: string } | { kind: 'suggestions' } | null;

interface CatalogEntry extends ToolCard {
  keywords?: readonly string[];
}

/** The grid's order: by category, in the order of the categories, each keeping the registry's order. */
const BY_CATEGORY = TOOL_CATEGORIES.flatMap((category) => TOOLS.filter((tool) => tool.category === category));

const ENTRIES: readonly CatalogEntry[] = BY_CATEGORY.map((tool) => ({
  id: tool.id,
  to: toolPath(tool),
  name: tool.name,
  description: tool.description,
  category: tool.category,
  keywords: tool.keywords,
  icon: tool.icon,
}));
const CATEGORIES = [...new Set(ENTRIES.map((entry) => entry.category))];

/** «?suggerisci=nome» (from a search that found nothing) opens the suggest dialog with the name filled in. */
const SUGGEST_PARAM = 'suggerisci';
/** «?categoria=Produttività» (the home page's feature cards) opens the grid on one category. */
export const CATEGORY_PARAM = 'categoria';

/** The category the address asks for, when it is one of the grid's. */
function categoryFrom(params: URLSearchParams): string | null {
  const asked = params.get(CATEGORY_PARAM);
  return CATEGORIES.find((name) => name === asked) ?? null;
}

/** The tools grid with its filter, and the two suggestion dialogs next to it. */
export default function ToolsRoute() {
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<OpenModal>(() => {
    const name = params.get(SUGGEST_PARAM);
    return name === null ? null : { kind: 'suggest', name: name.trim().slice(0, 100) };
  });
  const [query, setQuery] = useState('');
  const [category, setCategoryState] = useState<string | null>(() => categoryFrom(params));
  const setCategory = useCallback(
    (next: string | null) => {
      setCategoryState(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === null) updated.delete(CATEGORY_PARAM);
          else updated.set(CATEGORY_PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const suggestedFromSearch = params.has(SUGGEST_PARAM);
  const close = useCallback(() => {
    setModal(null);
    if (!suggestedFromSearch) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUGGEST_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [suggestedFromSearch, setParams]);

  const { favourites } = useFavourites();
  // The order of the grid follows the favourites as they were on arrival: a star pressed now keeps its card under
  // the pointer, and the card moves to the front on the next visit.
  const [arrivalFavourites] = useState(favourites);
  const find = useToolSearch(ENTRIES, query);
  const unavailable = useUnavailableTools();
  const entries = useMemo(
    () => ENTRIES.map((entry) => (unavailable.has(entry.id) ? { ...entry, unavailable: true } : entry)),
    [unavailable],
  );
  // Favourites first while browsing; while typing, the best match first; a tool this hub cannot run last. For
  // the moment the search takes to load on the first keystroke, the grid stays whole rather than flashing
  // «Nessuno strumento trovato».
  const found = (find(query) ?? ENTRIES).map((entry) => entries.find((each) => each.id === entry.id) ?? entry);
  const inCategory = found.filter((entry) => category === null || entry.category === category);
  const shown = availableFirst(query.trim() ? inCategory : favouritesFirst(inCategory, arrivalFavourites), unavailable);

  const actions = (
    <div className="tools-page__actions">
      <button type="button" className="btn btn--primary" onClick={() => setModal({ kind: 'suggest', name: '' })}>
        <Icon name="plus" size={18} />
        Suggerisci un tool
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => setModal({ kind: 'suggestions' })}>
        <Icon name="list" size={18} />
        Vedi i suggerimenti
      </button>
    </div>
  );

  return (
    <div className="container tools-page">
      <PageHeader title="Strumenti" lead="Scegli uno strumento: funziona subito, gratis e senza registrazione.">
        {actions}
      </PageHeader>
      <ToolFilter
        query={query}
        onQuery={setQuery}
        categories={CATEGORIES}
        category={category}
        onCategory={setCategory}
        found={shown.length}
      />
      {shown.length > 0 ? (
        <ToolGrid tools={shown} />
      ) : (
        <div className="card tool-filter__empty">
          <h2>Nessuno strumento trovato</h2>
          <p className="muted">
            {query.trim()
              ? `Nessuno strumento corrisponde a «${query.trim()}»${category ? ` in ${category}` : ''}. Non abbiamo ancora uno strumento così: raccontaci cosa ti serve.`
              : 'Non abbiamo ancora uno strumento così: raccontaci cosa ti serve.'}
          </p>
          <button type="button" className="btn btn--primary" onClick={() => setModal({ kind: 'suggest', name: query.trim() })}>
            <Icon name="plus" size={18} />
            {query.trim() ? `Suggerisci «${query.trim()}»` : 'Suggerisci un tool'}
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => {
              setQuery('');
              setCategory(null);
            }}
          >
            Mostra tutti gli strumenti
          </button>
        </div>
      )}
      {modal?.kind === 'suggest' ? (
        <SuggestToolModal onClose={close} initialName={modal.name} onShowSuggestions={() => setModal({ kind: 'suggestions' })} />
      ) : null}
      {modal?.kind === 'suggestions' ? <SuggestionsModal onClose={close} /> : null}
    </div>
  );
}
