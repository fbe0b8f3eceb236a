import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The enum constants are imported as values; the rest of proto-types only as types, so no schema code ships. */
const protoTypesEnums: Alias = { find: '@orbita/proto-types/enums', replacement: fromHere('../proto-types/src/enums.ts') };

/**
 * react-router 7 resolves to its development build under every condition (remix-run/react-router#14102),
 * which ships dev warnings and weighs ~15 KB gzip more; production builds use its production files.
 */
const reactRouterProduction: Alias[] = [
  { find: /^react-router\/dom$/, replacement: fromHere('../node_modules/react-router/dist/production/dom-export.mjs') },
  { find: /^react-router$/, replacement: fromHere('../node_modules/react-router/dist/production/index.mjs') },
];

const gateway = process.env.ORBITA_GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: command === 'build' ? [protoTypesEnums, ...reactRouterProduction] : [protoTypesEnums],
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
