import { useEffect, useRef, useState, type FormEvent } from 'react';

const SEARCH_DELAY_MS = 300;

/** Searches contacts and suggestions on the server by name, e-mail and text, a moment after the admin stops typing. */
export function SearchBox({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const latest = useRef(onSearch);

  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const timer = setTimeout(() => latest.current(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };

  return (
    <form className="admin__search" role="search" onSubmit={submit}>
      <label className="admin__search-label" htmlFor="admin-search">
        Cerca per nome, e-mail o testo
      </label>
      <input
        id="admin-search"
        className="input"
        type="search"
        value={text}
        maxLength={100}
        placeholder="Es. Rossi, mario@example.com, convertitore"
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
