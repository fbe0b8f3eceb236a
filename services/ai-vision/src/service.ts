import { SERVICES } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import aiVisionApp from './app.js';
import { AiVisionSettings } from './config.js';

export const aiVisionService: ServiceDefinition<(typeof AiVisionSettings)['properties']> = {
  name: 'ai-vision',
  defaultPort: SERVICES['ai-vision'].port,
  config: AiVisionSettings,
  app: aiVisionApp,
};
