import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender.ts';
import { WEB_APP_MANIFEST } from './src/app/pwa/manifest.ts';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The enum constants and the pure logic the page shares with the tools service (number bases, palettes, currency
 * conversion, every tool it answers itself) are imported as values; the rest of proto-types only as types, so no schema code ships.
 */
const protoTypesShared: Alias[] = [
  { find: '@orbita/proto-types/enums', replacement: fromHere('../proto-types/src/enums.ts') },
  { find: /^@orbita\/proto-types\/(number-base|color-space|palette|currency-conversion|exact-decimal|graduation|lira|calendar-dates|text-count|time-zones|tfr|istat-revaluation|labour-credit|single-allowance)$/, replacement: `${fromHere('../proto-types/src/logic/')}$1.ts` },
  // Each tool's logic, which the page runs at each change as the service runs it for the API.
  { find: /^@orbita\/proto-types\/logic\/(.+)$/, replacement: `${fromHere('../proto-types/src/logic/')}$1.ts` },
  // The rule tables the page loads when a tool needs them (German bank codes), each a chunk of its own.
  { find: /^@orbita\/proto-types\/data\/(.+)$/, replacement: `${fromHere('../proto-types/data/')}$1` },
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
    // .mjs and .wasm: pdf.js's worker and the HEIC decoder, so the file tools work offline too; the decoder
    // (about 2 MB) is over Workbox's default 2 MiB limit per file.
    globPatterns: ['**/*.{js,mjs,wasm,css,html,svg,png,webmanifest}'],
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
    // The prerendered pages are for search engines and first visits; offline, the shell renders every page.
    globIgnores: ['pages/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), prerenderPages(protoTypesShared), pwa],
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
  // ES workers can split: the HEIC decoder (2 MB) and exifr load only when a worker needs them.
  worker: { format: 'es' as const },
  server: { proxy: { '/api': { target: gateway } } },
  preview: { proxy: { '/api': { target: gateway } } },
}));
