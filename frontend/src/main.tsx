import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import './app/global.css';
import './components/ui/ui.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

/** On a slow connection the navbar and a spinner show after this long, whether or not the page's chunk is in. */
const FIRST_RENDER_WAIT_MS = 400;
const root = createRoot(container);
const renderApp = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first render waits for the page's own chunk (see preloadPage), so that the page shows in the first frame.
const chunkIn = preloadPage(window.location.pathname).catch(() => undefined);
void Promise.race([chunkIn, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]).then(renderApp);

// Installable and offline: the service worker registers in its own chunk once the page has loaded and settled,
// so precaching every chunk (about 530 KB) never competes with what the page itself is fetching (a QR code, a
// conversion) on a slow phone.
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    const start = () => void import('./app/pwa/start-pwa').then(({ startPwa }) => startPwa());
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : start()), SERVICE_WORKER_DELAY_MS);
  });
}
