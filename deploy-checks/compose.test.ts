import { readFileSync } from 'node:fs';
import { BlockList } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildOf, FRONTEND, GATEWAY, METRICS_PORT, ROOT, serviceComponent } from './support/project.js';
import { composeConfig, generatedEnv, networksOf, parseCompose, type ComposeModel } from './support/render.js';
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

  it('publishes the gateway alone, on 8080 (the optional profiles their consoles on 127.0.0.1); metrics stay inside', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]) => (service.ports ?? []).length > 0 && (service.profiles ?? []).length === 0)
      .map(([name, service]) => [name, service.ports]);
    expect(published).toEqual([['gateway', [expect.objectContaining({ target: 8080, published: 8080 })]]]);
    for (const name of [...SERVICE_NAMES, 'gateway']) {
      expect([name, compose.services[name]?.environment?.METRICS_PORT]).toEqual([name, String(METRICS_PORT)]);
    }
  });

  it('checks health everywhere and starts each part only once what it needs is healthy', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      // The optional profiles (monitoring, tracing) are tools to look with, not parts of the site.
      if ((service.profiles ?? []).length > 0) continue;
      expect([name, Boolean(service.healthcheck?.test)]).toEqual([name, true]);
      const conditions = Object.values(service.depends_on ?? {}).map((dependency) => dependency.condition);
      expect([name, conditions.filter((condition) => condition !== 'service_healthy')]).toEqual([name, []]);
    }
    expect(Object.keys(compose.services.gateway?.depends_on ?? {})).toEqual(
      expect.arrayContaining([...SERVICE_NAMES, 'frontend', 'redis', 'nats']),
    );
  });

  it('keeps Postgres, Redis and NATS on internal networks, Postgres with the services that own a schema only', () => {
    const members = (network: string) =>
      Object.entries(compose.services)
        .filter(([, service]) => networksOf(service).includes(network))
        .map(([name]) => name)
        .sort();
    const storeNetworks = [...new Set(DATA_STORES.flatMap((name) => networksOf(compose.services[name])))].sort();
    expect(storeNetworks).toEqual(['data', 'gateway-data', 'postgres']);
    for (const network of storeNetworks) expect([network, compose.networks[network]?.internal]).toEqual([network, true]);
    expect(members('postgres')).toEqual(['postgres', ...Object.keys(SCHEMA_OWNERS)].sort());
    expect(members('data')).toEqual(['nats', 'redis', ...SERVICE_NAMES].sort());
    expect(members('gateway-data')).toEqual(['gateway', 'nats', 'redis']);
    expect(networksOf(compose.services.frontend)).toEqual(['edge']);
  });

  it('lets a service believe the X-Forwarded-For of the gateway alone, from its fixed address on the one network they share', () => {
    const gateway = compose.services.gateway!;
    for (const name of SERVICE_NAMES) {
      const shared = networksOf(compose.services[name]).filter((network) => networksOf(gateway).includes(network));
      expect([name, shared]).toEqual([name, ['services']]);
    }
    const address = (gateway.networks as Record<string, { ipv4_address?: string } | null>).services?.ipv4_address ?? '';
    const [range] = compose.networks.services?.ipam?.config ?? [];
    const within = (cidr: string | undefined) => {
      const [network, bits] = (cidr ?? '').split('/');
      const block = new BlockList();
      block.addSubnet(network!, Number(bits));
      return block.check(address);
    };
    // Inside the network, outside the range Docker gives other containers addresses from.
    expect([within(range?.subnet), within(range?.ip_range)]).toEqual([true, false]);
    const fixed = Object.entries(compose.services).filter(([, s]) => JSON.stringify(s.networks ?? {}).includes('ipv4_address'));
    expect(fixed.map(([name]) => name)).toEqual(['gateway']);
    for (const name of SERVICE_NAMES) {
      expect([name, compose.services[name]?.environment?.TRUSTED_PROXIES]).toEqual([name, address]);
    }
  });

  it('has the gateway, reached by clients directly, believe no proxy unless .env names one', () => {
    expect(compose.services.gateway?.environment?.TRUSTED_PROXIES).toBe('');
    const behindProxy = parseCompose(composeConfig(`${env}\nTRUSTED_PROXIES=1\n`).stdout);
    expect(behindProxy.services.gateway?.environment?.TRUSTED_PROXIES).toBe('1');
    expect(behindProxy.services.tools?.environment?.TRUSTED_PROXIES).toBe(compose.services.tools?.environment?.TRUSTED_PROXIES);
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
