import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SERVICES, SERVICE_NAMES, type ServiceName } from '@orbita/proto-types';
import { createService, MemoryBus, type Kv } from '@orbita/service-kit';
import { createTestKv, freshAddress, type TestService } from '@orbita/service-kit/testing';
import { gatewayService } from '../service.js';

export interface GatewayCall {
  /** The visitor's address as the gateway sees the connection; a fresh one by default. */
  address?: string;
  token?: string;
  cookie?: string;
  payload?: object;
}

export interface BehindGateway {
  gateway: FastifyInstance;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options?: GatewayCall): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Puts the real gateway in front of a service under test, listening on a real port, as in
 * production; the other services' addresses point at a closed port. Each call comes from an
 * address of its own unless the test names one, as distinct visitors reach the gateway.
 */
export async function startBehindGateway(
  service: TestService,
  name: ServiceName,
  env: Record<string, string> = {},
): Promise<BehindGateway> {
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((other) => [SERVICES[other].urlVariable, 'http://127.0.0.1:1']));
  const kv: Kv = await createTestKv();
  const gateway = await createService(gatewayService, {
    env: { ...upstreams, [SERVICES[name].urlVariable]: url, ...env },
    kv,
    bus: new MemoryBus(),
    logger: false,
  });
  await gateway.ready();
  return {
    gateway,
    call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.cookie) headers.cookie = options.cookie;
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      return gateway.inject({
        method,
        url: path,
        headers,
        remoteAddress: options.address ?? freshAddress(),
        // A change without fields is still JSON, as the frontend sends it (the gateway refuses anything else).
        ...(options.payload ? { payload: options.payload } : method === 'POST' ? { payload: {} } : {}),
      });
    },
    async close() {
      await gateway.close();
      await kv.close();
    },
  };
}
