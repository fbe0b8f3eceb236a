import { UPLOAD_BODY_LIMIT } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import gatewayApp from './app.js';
import { GatewaySettings } from './config.js';
import { GATEWAY_SECURITY_HEADERS } from './security-headers.js';

export const GATEWAY_PORT = 8080;

export const gatewayService: ServiceDefinition<(typeof GatewaySettings)['properties']> = {
  name: 'gateway',
  defaultPort: GATEWAY_PORT,
  config: GatewaySettings,
  bodyLimit: UPLOAD_BODY_LIMIT,
  helmet: GATEWAY_SECURITY_HEADERS,
  facesClients: true,
  app: gatewayApp,
};
