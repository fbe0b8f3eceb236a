/// <reference types="vite-plugin-pwa/client" />
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

/** How often an open page asks whether a new version was released. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (loaded after the page, outside its first JavaScript). When a new version is
 * ready it waits: the prompt asks the visitor, and «Aggiorna» activates it and reloads the page.
 */
export function startPwa(): void {
  let container: HTMLElement | null = null;
  const root = () => {
    if (!container) {
      container = document.createElement('div');
      document.body.append(container);
    }
    return createRoot(container);
  };

  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      const prompt = root();
      prompt.render(<UpdatePrompt onUpdate={() => void updateServiceWorker(true)} onDismiss={() => prompt.unmount()} />);
    },
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
