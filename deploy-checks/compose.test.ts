import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildOf, FRONTEND, GATEWAY, METRICS_PORT, ROOT, serviceComponent } from './support/project.js';
import { composeConfig, generatedEnv, parseCompose, type ComposeModel } from './support/render.js';
import { describeWithTools } from './support/tools.js';
import { SERVICE_NAMES } from '@orbita/proto-types';
import { SCHEMA_OWNERS } from './support/definitions.js';

const APPLICATION = [...SERVICE_NAMES.map(serviceComponent), GATEWAY, FRONTEND];
const DATA_STORES = ['postgres', 'redis', 'nats'];

describeWithTools('docker-compose.yml', ['docker-compose', 'openssl'], () => {
  let env: string;
  let compose: ComposeModel;
  beforeAll(() => {
    env = generatedEnv();
    const result = composeConfig(env);
    if (result.status !== 0) throw new Error(`docker-compose config failed:\n${result.stderr}`);
    compose = parseCompose(result.stdout);
  });

  it('builds every part from the repository root with its Dockerfile and arguments, and runs it read-only without capabilities', () => {
    for (const component of APPLICATION) {
      const service = compose.services[component.name];
      const { dockerfile, args } = buildOf(component);
      expect([component.name, service?.build, service?.read_only, service?.cap_drop]).toEqual([
        component.name,
        { context: ROOT.replace(/\/$/, ''), dockerfile, ...(component.kind === 'frontend' ? {} : { args }) },
        true,
        ['ALL'],
      ]);
    }
  });

  it('publishes the gateway alone, on 8080; metrics stay inside', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0 && !(service.profiles ?? []).includes('monitoring'))
      .map(([name, service]) => [name, service.ports]);
    expect(published).toEqual([['gateway', [expect.objectContaining({ target: 8080, published: 8080 })]]]);
    for (const name of [...SERVICE_NAMES, 'gateway']) {
      expect([name, compose.services[name]?.environment?.METRICS_PORT]).toEqual([name, String(METRICS_PORT)]);
    }
  });

  it('checks health everywhere and starts each part only once what it needs is healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if ((service.profiles ?? []).includes('monitoring')) continue;
      expect([name, Boolean(service.healthcheck?.test)]).toEqual([name, true]);
      const conditions = Object.values(service.depends_on ?? {}).map((dependency) => dependency.condition);
      expect([name, conditions.filter((condition) => condition !== 'service_healthy')]).toEqual([name, []]);
    }
    expect(Object.keys(compose.services.gateway?.depends_on ?? {})).toEqual(
      expect.arrayContaining([...SERVICE_NAMES, 'frontend', 'redis', 'nats']),
    );
  });

  it('keeps Postgres, Redis and NATS on an internal network, away from the frontend', () => {
    expect(compose.networks.data?.internal).toBe(true);
    for (const name of DATA_STORES) expect([name, compose.services[name]?.networks]).toEqual([name, { data: null }]);
    expect(Object.keys(compose.services.frontend?.networks ?? {})).toEqual(['edge']);
  });

  it('connects each service to Postgres as its own role, with the password given to Postgres', () => {
    const variables = parseEnv(env);
    for (const [service, schema] of Object.entries(SCHEMA_OWNERS)) {
      const password = variables[`${schema.toUpperCase()}_DB_PASSWORD`];
      expect(password).toMatch(/^[0-9a-f]{48}$/);
      expect([service, compose.services[service]?.environment?.DATABASE_URL]).toEqual([
        service,
        `postgres://${schema}:${password}@postgres:5432/orbita`,
      ]);
      expect(compose.services.postgres?.environment?.[`${schema.toUpperCase()}_DB_PASSWORD`]).toBe(password);
    }
    expect(compose.services.tools?.environment?.DATABASE_URL).toBeUndefined();
  });

  it('gives the private key to admin-auth alone and the public key to every Node part', () => {
    const holders = Object.entries(compose.services).filter(([, s]) => s.environment?.ADMIN_JWT_PRIVATE_KEY).map(([n]) => n);
    expect(holders).toEqual(['admin-auth']);
    expect(compose.services['admin-auth']?.environment?.ADMIN_JWT_PRIVATE_KEY).toContain('BEGIN PRIVATE KEY');
    for (const name of [...SERVICE_NAMES, 'gateway']) {
      expect([name, compose.services[name]?.environment?.ADMIN_JWT_PUBLIC_KEY]).toEqual([name, expect.stringContaining('BEGIN PUBLIC KEY')]);
    }
  });

  it('refuses to start without the secrets, saying which one is missing', () => {
    const withoutKey = env.replace(/^ADMIN_JWT_PUBLIC_KEY="[^"]*"$/m, '');
    const result = composeConfig(withoutKey);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('ADMIN_JWT_PUBLIC_KEY is not set');
    expect(composeConfig('').stderr).toMatch(/[A-Z_]+ is not set/);
  });
});

describe('docker-compose.yml as written', () => {
  const text = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

  it('holds no secret value: every password and key comes from .env', () => {
    const literal = text
      .split('\n')
      .filter((line) => /(PASSWORD|_KEY|SECRET)\w*:/.test(line))
      .filter((line) => !/:\s*"?\$\{[A-Z_]+(:[-?][^}]*)?\}"?\s*$/.test(line));
    expect(literal).toEqual([]);
  });
});
