import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import './components/ui/ui.css';

const container = document.getElementById('root');
if (!container) throw new Error('Elemento #root mancante in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

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
