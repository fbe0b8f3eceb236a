import { useId } from 'react';
import { Icon } from '../../components/ui/Icon';

interface ToolFilterProps {
  query: string;
  onQuery: (query: string) => void;
  categories: readonly string[];
  /** The chosen category, or null for all of them. */
  category: string | null;
  onCategory: (category: string | null) => void;
  /** How many cards match, announced to screen readers. */
  found: number;
}

/** The filter above the grid: a text box searched by name, synonyms and description, and one chip per category. */
export function ToolFilter({ query, onQuery, categories, category, onCategory, found }: ToolFilterProps) {
  const id = useId();
  return (
    <div className="tool-filter" role="search" aria-label="Filtra gli strumenti">
      <label htmlFor={`${id}-query`} className="field__label">
        Filtra gli strumenti
      </label>
      <div className="tool-filter__box">
        <Icon name="search" size={18} />
        <input
          id={`${id}-query`}
          className="tool-filter__input"
          type="search"
          placeholder="Es. peso, valuta, colori…"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <div className="chip-row tool-filter__chips" role="group" aria-label="Categorie">
        <button type="button" className="chip" aria-pressed={category === null} onClick={() => onCategory(null)}>
          Tutte
        </button>
        {categories.map((name) => (
          <button key={name} type="button" className="chip" aria-pressed={category === name} onClick={() => onCategory(name)}>
            {name}
          </button>
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {found === 1 ? '1 strumento' : `${found} strumenti`}
      </p>
    </div>
  );
}
