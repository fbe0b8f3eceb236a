import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { Loading } from '../ui/Spinner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import './layout.css';

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
  return (
    <>
      <a className="skip-link" href="#contenuto">
        Vai al contenuto
      </a>
      <Navbar />
      <main id="contenuto" className="page" tabIndex={-1}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<div className="container"><Loading label="Caricamento in corso…" /></div>}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
