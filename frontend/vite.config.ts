import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { WEB_APP_MANIFEST } from './src/app/pwa/manifest.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The enum constants and the pure logic the page shares with the tools service (number bases, palettes, currency
 * conversion) are imported as values; the rest of proto-types only as types, so no schema code ships.
 */
const protoTypesShared: Alias[] = [
  { find: '@orbita/proto-types/enums', replacement: fromHere('../proto-types/src/enums.ts') },
  { find: /^@orbita\/proto-types\/(number-base|palette|currency-conversion|calendar-dates|text-count|time-zones)$/, replacement: `${fromHere('../proto-types/src/logic/')}$1.ts` },
];

/**
 * react-router 7 resolves to its development build under every condition (remix-run/react-router#14102),
 * which ships dev warnings and weighs ~15 KB gzip more; production builds use its production files.
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router\/dom$/, replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs') },
  { find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') },
];

const gateway = process.env.ORBITA_GATEWAY_URL ?? 'http://127.0.0.1:8080';

/**
 * Installable and offline: the manifest, and a Workbox service worker that precaches the shell and every
 * page's chunks, so each page opens without a connection. It caches no API answer: it has no runtime
 * caching at all, so every /api request goes to the network (the converter's currency list ships in the
 * bundle). A new version waits for the visitor's «Aggiorna» (registerType 'prompt'); the page registers
 * the worker itself, lazily, after load (src/app/pwa/start-pwa.ts).
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: WEB_APP_MANIFEST,
  // The icons are in public/, which the glob below precaches already.
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), pwa],
  resolve: {
    alias: command === 'build' ? [...protoTypesShared, ...reactRouterProduction] : protoTypesShared,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-home-budget.mjs to weigh what the home page loads.
    manifest: true,
    target: 'es2022',
  },
  server: { proxy: { '/api': { target: gateway } } },
  preview: { proxy: { '/api': { target: gateway } } },
}));
