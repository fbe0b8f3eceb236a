import type { FastifyInstance } from 'fastify';
import { createService, MemoryBus, MemoryKv, type ServiceDefinition } from '@orbita/service-kit';

const definition: ServiceDefinition<Record<string, never>> = {
  name: 'metrics-probe',
  defaultPort: 0,
  app: async (app) => {
    app.get('/api/things/:id', async () => ({ ok: true }));
  },
};

async function build(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await createService(definition, { env, kv: new MemoryKv(), bus: new MemoryBus(), logger: false });
  await app.ready();
  return app;
}

async function scrape(app: FastifyInstance, path = '/metrics'): Promise<Response> {
  const address = app.metricsAddress();
  if (!address) throw new Error('metrics listener not started');
  return fetch(`http://127.0.0.1:${address.port}${path}`);
}

describe('Prometheus metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({ METRICS_PORT: '0', HOST: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts requests by route pattern and status, not by concrete path', async () => {
    await app.inject({ method: 'GET', url: '/api/things/1' });
    await app.inject({ method: 'GET', url: '/api/things/2' });
    await app.inject({ method: 'GET', url: '/api/unknown/123' });

    const response = await scrape(app);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const body = await response.text();
    expect(body).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/things\/:id",status_code="200",service="metrics-probe"\} 2$/m,
    );
    expect(body).toMatch(/^http_requests_total\{method="GET",route="unmatched",status_code="404",service="metrics-probe"\} 1$/m);
    expect(body).not.toContain('/api/things/1');
    expect(body).toMatch(/^http_request_duration_seconds_count\{.*route="\/api\/things\/:id".*\} 2$/m);
  });

  it("includes the process's own metrics", async () => {
    const body = await (await scrape(app)).text();
    expect(body).toMatch(/^process_cpu_user_seconds_total\{service="metrics-probe"\} \d/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_seconds\{service="metrics-probe"\} /m);
  });

  it('serves metrics only on their own port, never on the service port', async () => {
    const onServicePort = await app.inject({ method: 'GET', url: '/metrics' });
    expect(onServicePort.statusCode).toBe(404);
    expect((await scrape(app, '/other')).status).toBe(404);
  });
});

describe('Prometheus metrics without METRICS_PORT', () => {
  it('opens no listener', async () => {
    const app = await build({});
    try {
      expect(app.metricsAddress()).toBeNull();
      expect(app.metricsRegistry).toBeNull();
    } finally {
      await app.close();
    }
  });
});
