import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { availableFirst, useUnavailableTools } from '../../lib/tool-availability';
import { favouritesFirst, useFavourites, useRecentTools } from '../../lib/tool-memory';
import { createToolSearch, type SearchableTool } from '../../lib/tool-search/tool-search';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/icons';
import { Modal } from '../ui/Modal';
import './search.css';

export interface SearchEntry extends SearchableTool {
  /** The tool's page. */
  to: string;
  icon: IconName;
}

export interface SearchDialogProps {
  tools: readonly SearchEntry[];
  onClose: () => void;
}

/** Where «suggest one» leads: the /tools page, with the suggest dialog open and the name filled in. */
export function suggestPath(name: string): string {
  const query = name.trim();
  return query ? `/tools?suggerisci=${encodeURIComponent(query)}` : '/tools?suggerisci=';
}

/**
 * The search over every tool: a combobox whose list follows what is typed, the best match first.
 * Arrows move through the list, Enter opens the chosen tool, Esc closes; focus goes back where it was.
 */
export default function SearchDialog({ tools, onClose }: SearchDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const search = useMemo(() => createToolSearch(tools), [tools]);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { favourites } = useFavourites();
  const recent = useRecentTools();
  const unavailable = useUnavailableTools();
  // Before anything is typed, the visitor's favourites and recent tools come first; a tool this hub cannot run, last.
  const results = useMemo(
    () =>
      availableFirst(
        query.trim() ? search.find(query) : favouritesFirst(search.find(''), [...favourites, ...recent]),
        unavailable,
      ),
    [search, query, favourites, recent, unavailable],
  );
  const current = Math.min(active, results.length - 1);

  const open = (tool: SearchEntry) => {
    onClose();
    void navigate(tool.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[current];
      if (chosen) open(chosen);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <Modal title="Cerca uno strumento" onClose={onClose}>
      <div className="search">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Nome, uso o categoria dello strumento
        </label>
        <div className="search__box">
          <Icon name="search" size={20} />
          <input
            id={`${id}-input`}
            className="search__input"
            type="search"
            role="combobox"
            aria-expanded={results.length > 0}
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={results.length > 0 ? optionId(current) : undefined}
            aria-describedby={`${id}-hint`}
            placeholder="Es. peso, valuta, colori, timer…"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
        <p id={`${id}-hint`} className="search__hint">
          Frecce per scegliere, Invio per aprire, Esc per chiudere.
        </p>
        <p className="visually-hidden" role="status">
          {results.length === 1 ? '1 strumento trovato' : `${results.length} strumenti trovati`}
        </p>
        {results.length > 0 ? (
          <ul id={`${id}-list`} className="search__results" role="listbox" aria-label="Strumenti trovati">
            {results.map((tool, index) => (
              <li
                key={tool.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                className={index === current ? 'search__option search__option--active' : 'search__option'}
                onMouseMove={() => index !== current && setActive(index)}
                onClick={() => open(tool)}
              >
                <span className="search__icon">
                  <Icon name={tool.icon} size={20} />
                </span>
                <span className="search__text">
                  <span className="search__name">{tool.name}</span>
                  <span className="search__category">
                    {unavailable.has(tool.id) ? `${tool.category} · non disponibile` : tool.category}
                  </span>
                </span>
                <Icon name="arrowRight" size={16} className="search__go" />
              </li>
            ))}
          </ul>
        ) : (
          <div id={`${id}-list`} className="search__empty">
            <p>Nessuno strumento trovato</p>
            <p className="search__empty-text">
              Nessuno strumento corrisponde a «{query.trim()}». Non lo abbiamo ancora: suggeriscilo e gli altri
              visitatori potranno votarlo.
            </p>
            <Link to={suggestPath(query)} className="btn btn--secondary btn--small" onClick={onClose}>
              <Icon name="plus" size={16} />
              Suggerisci «{query.trim()}» come nuovo strumento
            </Link>
            <Link to="/tools" className="search__all" onClick={onClose}>
              Vedi tutti gli strumenti
            </Link>
          </div>
        )}
      </div>
    </Modal>
  );
}
