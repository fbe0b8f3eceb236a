import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/RouteErrorBoundary';
import { Footer, type FooterLink } from '../components/layout/Footer';
import { Navbar } from '../components/layout/Navbar';
import type { SearchEntry } from '../components/search/SearchDialog';
import { useSearchShortcut } from '../components/search/use-search-shortcut';
import { Loading } from '../components/ui/Spinner';
import { FOOTER_TOOLS, TOOLS, toolPath } from '../tools/registry';
import '../components/layout/layout.css';

const FOOTER_TOOL_LINKS: readonly FooterLink[] = FOOTER_TOOLS.map((tool) => ({ to: toolPath(tool), label: tool.name }));

/** The search and its fuzzy-matching library load on first use, outside the first load of every page. */
const SearchDialog = lazy(() => import('../components/search/SearchDialog'));
const SEARCH_ENTRIES: readonly SearchEntry[] = TOOLS.map((tool) => ({
  id: tool.id,
  to: toolPath(tool),
  name: tool.name,
  description: tool.description,
  category: tool.category,
  keywords: tool.keywords,
  icon: tool.icon,
}));

/** A new page starts at the top, unless the address points at a section of it. */
function useScrollToTopOnNavigation(pathname: string, hash: string): void {
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Navbar, page and footer around every route; a failing page keeps the navbar and footer on screen. */
export function RootLayout() {
  const { pathname, hash } = useLocation();
  useScrollToTopOnNavigation(pathname, hash);
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => setSearching(true), []);
  const closeSearch = useCallback(() => setSearching(false), []);
  useSearchShortcut(openSearch);
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <Navbar onSearch={openSearch} />
      <main id="contenuto" className="page" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<div className="container"><Loading label="Caricamento in corso…" /></div>}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer tools={FOOTER_TOOL_LINKS} />
      {searching ? (
        <Suspense fallback={null}>
          <SearchDialog tools={SEARCH_ENTRIES} onClose={closeSearch} />
        </Suspense>
      ) : null}
    </>
  );
}
