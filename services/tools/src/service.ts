import { SERVICES } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import toolsApp from './app.js';
import { ToolsSettings } from './config.js';

export const toolsService: ServiceDefinition<(typeof ToolsSettings)['properties']> = {
  name: 'tools',
  defaultPort: SERVICES.tools.port,
  config: ToolsSettings,
  app: toolsApp,
};
