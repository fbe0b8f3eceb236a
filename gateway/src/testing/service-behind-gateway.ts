import { afterAll, beforeAll } from '@jest/globals';
import type { ServiceName } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import { createAdminTokenSigner, startTestService, type AdminTokenSigner, type TestService } from '@orbita/service-kit/testing';
import type { TProperties } from 'typebox';
import { startBehindGateway, type BehindGateway } from './behind-gateway.js';

export interface ServiceBehindGateway {
  /** Signs admin tokens that both the gateway and the service accept. */
  signer: AdminTokenSigner;
  /** The service under test (its app, database and bus), available once the suite has started. */
  service(): TestService;
  call: BehindGateway['call'];
}

/**
 * For a test file: starts the service on a real port behind the real gateway before its tests,
 * both trusting one admin key, and closes them after. `env` is given to both (admin-auth's own key pair).
 */
export function serviceBehindGatewayForSuite<P extends TProperties>(
  definition: ServiceDefinition<P>,
  name: ServiceName,
  env: Record<string, string> = {},
): ServiceBehindGateway {
  const signer = createAdminTokenSigner();
  const keys = { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem, ...env };
  let service: TestService | undefined;
  let front: BehindGateway | undefined;
  beforeAll(async () => {
    service = await startTestService(definition, keys);
    front = await startBehindGateway(service, name, keys);
  });
  afterAll(async () => {
    await front?.close();
    await service?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error(`${name} behind the gateway is not started yet: use it inside a test`);
    return value;
  };
  return {
    signer,
    service: () => started(service),
    call: (...args) => started(front).call(...args),
  };
}
