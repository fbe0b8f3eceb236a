import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SERVICES, SERVICE_NAMES } from '@orbita/proto-types';
import { createService, MemoryBus } from '@orbita/service-kit';
import { captureLog, createTestKv, type CapturedLog } from '@orbita/service-kit/testing';
import { gatewayService } from '@orbita/gateway';
import { ed25519KeyPair } from '../tokens.js';

/**
 * One stand-in for every service: `/readyz` answers ok (and is counted), `?wait=ms` answers after
 * that long, `?status=503` answers that status; anything else echoes the request it got.
 */
export interface StandIn {
  url: string;
  readinessCalls: number;
  calls: number;
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const state = { readinessCalls: 0, calls: 0 };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname === '/readyz') {
      state.readinessCalls += 1;
      response.setHeader('content-type', 'application/json');
      return void response.end(JSON.stringify({ status: 'ok', service: 'stand-in', checks: {} }));
    }
    state.calls += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = Number(url.searchParams.get('status') ?? 200);
      const answer = () => {
        response.statusCode = status;
        if (status === 503) response.setHeader('retry-after', '2');
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ headers: request.headers, body: Buffer.concat(chunks).toString() }));
      };
      setTimeout(answer, Number(url.searchParams.get('wait') ?? 0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get readinessCalls() {
      return state.readinessCalls;
    },
    get calls() {
      return state.calls;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface GatewayOnStandIns {
  gateway: FastifyInstance;
  standIn: StandIn;
  log: CapturedLog;
  /** The gateway's address on a real port. */
  url: string;
  port: number;
  /** The frontend build the gateway serves (an index.html only, until a test adds files). */
  dist: string;
  close(): Promise<void>;
}

/** The real gateway on a real port, every service a stand-in, a small built frontend beside it. */
export async function gatewayOnStandIns(settings: Record<string, string> = {}, files: Record<string, Buffer> = {}): Promise<GatewayOnStandIns> {
  const standIn = await startStandIn();
  const dist = mkdtempSync(path.join(os.tmpdir(), 'orbita-gateway-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Orbita</title>');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  const kv = await createTestKv();
  const log = captureLog();
  const gateway = await createService(gatewayService, {
    env: {
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICES[name].urlVariable, standIn.url])),
      ADMIN_JWT_PUBLIC_KEY: ed25519KeyPair().publicKeyPem,
      FRONTEND_DIST: dist,
      TRUSTED_PROXIES: 'loopback',
      ...settings,
    },
    kv,
    bus: new MemoryBus(),
    logger: log.logger,
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const port = (gateway.server.address() as AddressInfo).port;
  return {
    gateway,
    standIn,
    log,
    url: `http://127.0.0.1:${port}`,
    port,
    dist,
    async close() {
      await gateway.close();
      await kv.close();
      await standIn.close();
    },
  };
}
