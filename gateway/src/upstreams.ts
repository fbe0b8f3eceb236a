import { SERVICES, SERVICE_NAMES, type ServiceName } from '@orbita/proto-types';
import { ConfigError } from '@orbita/service-kit';
import type { GatewayConfig } from './config.js';

export type Upstreams = Record<ServiceName, string>;

/** Every service's address, from `<NAME>_SERVICE_URL`; a missing one stops start-up. */
export function upstreamsFrom(config: GatewayConfig): Upstreams {
  const missing: string[] = [];
  const entries = SERVICE_NAMES.map((name) => {
    const variable = SERVICES[name].urlVariable;
    const url = config[variable];
    if (!url) missing.push(variable);
    return [name, (url ?? '').replace(/\/+$/, '')] as const;
  });
  if (missing.length > 0) throw new ConfigError(`gateway: service addresses not set: ${missing.join(', ')}`);
  return Object.fromEntries(entries) as Upstreams;
}
