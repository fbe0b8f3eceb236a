import { fileURLToPath } from 'node:url';
import { SERVICES } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import suggestionsApp from './app.js';
import { SuggestionsSettings } from './config.js';

export const suggestionsService: ServiceDefinition<(typeof SuggestionsSettings)['properties']> = {
  name: 'suggestions',
  defaultPort: SERVICES['suggestions'].port,
  config: SuggestionsSettings,
  database: { schema: 'suggestions', migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)) },
  app: suggestionsApp,
};
