import { useEffect, useRef } from 'react';

interface MoreRowsProps {
  /** Loads the next page; called when the end of the list comes into view or the button is pressed. */
  onMore: () => void;
  loading: boolean;
  /** Shown in place of the button when loading the next page failed. */
  error?: string | null;
}

/**
 * The end of a list that has more pages: «Mostra altri» for the keyboard and for anyone, and an
 * IntersectionObserver that loads the next page by itself as the end scrolls into view.
 */
export function MoreRows({ onMore, loading, error = null }: MoreRowsProps) {
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef({ onMore, loading, error });

  useEffect(() => {
    latest.current = { onMore, loading, error };
  });

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { onMore: more, loading: busy, error: failed } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && !busy && !failed) more();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={end} className="more-rows">
      {error ? (
        <p className="more-rows__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--secondary btn--small" onClick={onMore} disabled={loading}>
        {loading ? 'Caricamento…' : 'Mostra altri'}
      </button>
    </div>
  );
}
