import path from 'node:path';
import { ROUTES, SERVICE_NAMES, SERVICES } from '@orbita/proto-types';
import { builtWorkspaces, dockerfile, entriesOf, runStep, variablesDeclared, variablesUsed } from './support/dockerfile.js';
import { selects } from './support/network-policy.js';
import { DATABASE_LABEL } from './support/shape.js';
import {
  buildOf,
  FRONTEND,
  GATEWAY,
  METRICS_PORT,
  NODE_DOCKERFILE,
  ROLES_SCRIPT,
  ROOT,
  serviceComponent,
  type Component,
} from './support/project.js';
import { DEFINITIONS, SCHEMA_OWNERS } from './support/definitions.js';
import { networksOf } from './support/render.js';
import { composeAsWritten, envFile, exists, filesNamed, manifestsIn, read, valuesOfKey, yamlDocumentsIn } from './support/sources.js';
import { containerPort, mainContainer, named, ofKind, podTemplate } from './support/workloads.js';

const routed = [...new Set(ROUTES.map((route) => route.service))];
const base = manifestsIn('k8s/base');
const compose = composeAsWritten();
const baseConfig = envFile('k8s/base/config.env');

describe("Every service of the gateway's route table", () => {
  it('is one of the services the gateway knows, and each of those is routed', () => {
    expect(new Set(routed)).toEqual(new Set(SERVICE_NAMES));
  });

  describe.each(routed.map(serviceComponent))('$name', (component) => {
    it('has a workspace the shared Dockerfile builds: a package with a server', () => {
      expect([exists(`${component.folder}/package.json`), exists(`${component.folder}/src/server.ts`)]).toEqual([true, true]);
    });

    it('has a compose entry, built from the shared Dockerfile, listening on its port, known to the gateway', () => {
      const service = compose.services[component.name];
      expect(service?.build).toEqual({ context: '.', ...buildOf(component) });
      expect(service?.environment?.PORT).toBe(String(component.port));
      const urlVariable = SERVICES[component.name as keyof typeof SERVICES].urlVariable;
      expect(compose.services.gateway?.environment?.[urlVariable]).toBe(`http://${component.name}:${component.port}`);
    });

    it('has a Deployment, a Service and a NetworkPolicy rule letting the gateway in', () => {
      const deployment = named(base, 'Deployment', component.name);
      expect(deployment).toBeDefined();
      const container = mainContainer(deployment!);
      expect(container.image).toBe(`orbita/${component.name}`);
      expect(containerPort(container, 'http')).toBe(component.port);
      expect(container.env?.find((v) => v.name === 'PORT')?.value).toBe(String(component.port));

      const service = named(base, 'Service', component.name);
      const ports = (service?.spec as { ports: Array<{ name: string; port: number }> })?.ports;
      expect(ports?.find((port) => port.name === 'http')?.port).toBe(component.port);

      const labels = podTemplate(deployment!).metadata.labels;
      const gatewayRule = ofKind(base, 'NetworkPolicy')
        .filter((policy) => selects((policy.spec as { podSelector: object }).podSelector, labels))
        .flatMap((policy) => (policy.spec as { ingress?: Array<{ from?: Array<{ podSelector?: object }> }> }).ingress ?? [])
        .find((rule) => rule.from?.some((peer) => peer.podSelector && selects(peer.podSelector, { 'app.kubernetes.io/name': 'gateway' })));
      expect(gatewayRule).toBeDefined();

      const urlVariable = SERVICES[component.name as keyof typeof SERVICES].urlVariable;
      expect(baseConfig[urlVariable]).toBe(`http://${component.name}:${component.port}`);
    });

    it('gets a database connection, and a way to Postgres, only if it owns a schema', () => {
      const owns = component.name in SCHEMA_OWNERS;
      const deployment = named(base, 'Deployment', component.name)!;
      const databaseUrl = mainContainer(deployment).env?.find((v) => v.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef?.key;
      expect([databaseUrl, podTemplate(deployment).metadata.labels[DATABASE_LABEL]]).toEqual(
        owns ? [`${component.name}-database-url`, 'postgres'] : [undefined, undefined],
      );
      const networks = networksOf(compose.services[component.name]);
      expect([networks.includes('postgres'), compose.services[component.name]?.environment?.DATABASE_URL !== undefined]).toEqual([owns, owns]);
    });

    it("is scraped by Compose's Prometheus", () => {
      expect(read('deploy/prometheus/prometheus.yml')).toContain(`- ${component.name}:${METRICS_PORT}\n`);
    });
  });
});

const NODE_PARTS: Component[] = [...SERVICE_NAMES.map(serviceComponent), GATEWAY];

describe('The Node image (gateway and services), one Dockerfile for all', () => {
  const image = dockerfile(NODE_DOCKERFILE);
  const [build] = image.stages;
  const guard = build!.find((line) => line.startsWith('RUN ') && line.includes('--build-arg WORKSPACE='))!;

  it('is built in stages and runs compiled code on Node LTS with production dependencies only', () => {
    expect(image.stages.length).toBeGreaterThanOrEqual(3);
    expect(image.runtime[0]).toBe('FROM node:${NODE_VERSION}-bookworm-slim');
    expect(image.text).toMatch(/^ARG NODE_VERSION=(20|22|24)$/m);
    expect(image.stages.flat().join('\n')).toMatch(/npm ci --omit=dev/);
    expect(image.runtime).toEqual(expect.arrayContaining(['WORKDIR /app/${WORKSPACE}', 'CMD ["node", "dist/server.js"]']));
  });

  it('runs as an unprivileged user, checks /healthz and listens on the port it is built for', () => {
    expect(image.runtime.filter((line) => /^USER [1-9]\d*:[1-9]\d*$/.test(line))).toHaveLength(1);
    // services/kit/src/healthcheck.ts asks /healthz; every argument without a space (podman 4.3 splits them).
    const healthcheck = image.runtime.filter((line) => line.startsWith('HEALTHCHECK '));
    expect(healthcheck).toHaveLength(1);
    expect(healthcheck[0]).toMatch(/ CMD \["node", "\/app\/services\/kit\/dist\/healthcheck\.js"\]$/);
    const composed = Object.entries(compose.services).filter(([, service]) => service.build?.dockerfile === NODE_DOCKERFILE);
    expect(composed.length).toBeGreaterThan(0);
    for (const [name, service] of composed) {
      expect([name, service.healthcheck?.test]).toEqual([name, ['CMD', 'node', '/app/services/kit/dist/healthcheck.js']]);
    }
    expect(image.runtime).toContain('EXPOSE ${PORT}');
    expect(image.runtime.filter((line) => /^ENV .*\bPORT=\$\{PORT\}/.test(line))).toHaveLength(1);
  });

  it('declares every build argument in each stage that reads it (an undeclared one is empty there)', () => {
    const undeclared = image.stages.map((stage) => [...variablesUsed(stage)].filter((name) => !variablesDeclared(stage).has(name)));
    expect(undeclared).toEqual(image.stages.map(() => []));
  });

  it('refuses to build without a workspace of the gateway or a service and a port', () => {
    const refused: Array<Record<string, string>> = [
      {},
      { WORKSPACE: 'services/tools' },
      { WORKSPACE: 'services/tools', PORT: 'http' },
      { WORKSPACE: 'services/kit', PORT: '8100' },
      { WORKSPACE: 'frontend', PORT: '8080' },
    ];
    for (const args of refused) {
      const result = runStep(guard, ROOT, args);
      expect([args, result.status]).toEqual([args, 1]);
      expect(result.stderr).toContain('--build-arg WORKSPACE=');
    }
  });

  describe.each(NODE_PARTS)('built for $name', (component) => {
    const { args } = buildOf(component);
    const workspaces = ['proto-types', 'services/kit', component.folder];

    it('accepts its build arguments', () => {
      expect(runStep(guard, ROOT, args).status).toBe(0);
    });

    it("carries each workspace's package.json and compiled code, and the migrations and data its code reads", () => {
      const gather = build!.find((line) => line.startsWith('RUN ') && line.includes('runtime/'))!;
      const copy = builtWorkspaces(workspaces);
      try {
        const result = runStep(gather, copy.folder, args);
        expect([result.status, result.stderr]).toEqual([0, '']);
        const expected = workspaces.flatMap((workspace) =>
          ['package.json', 'dist', ...['migrations', 'data'].filter((folder) => exists(`${workspace}/${folder}`))].map((e) => `${workspace}/${e}`),
        );
        expect(entriesOf(path.join(copy.folder, 'runtime'), workspaces)).toEqual(expected.sort());
      } finally {
        copy.remove();
      }
      expect(image.runtime).toContain('COPY --from=build /app/runtime/ /app/');
    });

    it('has a migrations folder exactly when it owns a schema, and migrates from that folder', () => {
      const definition = DEFINITIONS.find((d) => d.name === component.name);
      expect(definition).toBeDefined();
      expect(exists(`${component.folder}/migrations`)).toBe(Boolean(definition?.database));
      if (definition?.database) expect(definition.database.migrationsDir).toBe(path.join(ROOT, component.folder, 'migrations'));
    });
  });

  it('keeps the folders read at run time in the build context', () => {
    const ignored = read('.dockerignore').split('\n').filter((line) => /(^|\/)(migrations|data|src)(\/|$)/.test(line.trim()));
    expect(ignored).toEqual([]);
  });
});

describe('The frontend image', () => {
  const { stages, runtime } = dockerfile(buildOf(FRONTEND).dockerfile);

  it('builds with npm ci, then serves the build from an unprivileged nginx with its own configuration', () => {
    const build = stages[0]!.join('\n');
    expect(build).toMatch(/npm ci [^\n]*-w frontend/);
    expect(build).toContain('npm run build -w frontend');
    expect(runtime[0]).toMatch(/^FROM nginxinc\/nginx-unprivileged:/);
    expect(runtime).toContain('COPY deploy/nginx/default.conf /etc/nginx/conf.d/default.conf');
    expect(runtime.filter((line) => /^USER [1-9]\d*:[1-9]\d*$/.test(line))).toHaveLength(1);
    expect(runtime.filter((line) => /^HEALTHCHECK .*\/healthz/.test(line))).toHaveLength(1);
  });
});

describe('Postgres roles', () => {
  const script = read(ROLES_SCRIPT);

  it('are made by one script, which Docker Compose mounts where Postgres runs it on its first start', () => {
    expect(filesNamed(path.basename(ROLES_SCRIPT))).toEqual([ROLES_SCRIPT]);
    expect(compose.services.postgres?.volumes).toContain(`./${path.dirname(ROLES_SCRIPT)}:/docker-entrypoint-initdb.d:ro`);
  });

  it('exist for every service that owns a schema, each owning its own schema', () => {
    expect(Object.keys(SCHEMA_OWNERS).length).toBeGreaterThan(0);
    for (const schema of Object.values(SCHEMA_OWNERS)) {
      expect(script).toContain(`CREATE SCHEMA IF NOT EXISTS ${schema} AUTHORIZATION ${schema};`);
      expect(script).toContain(`${schema.toUpperCase()}_DB_PASSWORD`);
    }
  });
});

describe('Kubernetes secrets', () => {
  const templates = manifestsIn('k8s/secrets');
  const templateKeys = new Set(
    templates.flatMap((secret) => Object.keys((secret.stringData as object) ?? {}).map((key) => `${secret.metadata.name}/${key}`)),
  );

  it('are referenced only by keys their templates document, from manifests, components and patches alike', () => {
    const references = yamlDocumentsIn('k8s')
      .flatMap((document) => valuesOfKey(document, 'secretKeyRef') as Array<{ name: string; key: string }>)
      .map((reference) => `${reference.name}/${reference.key}`);
    expect(references).toEqual(expect.arrayContaining(['orbita-connections/redis-url', 'orbita-admin/jwt-public-key']));
    expect([...new Set(references)].filter((reference) => !templateKeys.has(reference))).toEqual([]);
  });
});

describe('The prod overlay', () => {
  it('keeps the Postgres connections of every pod at full scale under a small managed server (100)', () => {
    const poolMax = Number(envFile('k8s/overlays/prod/config.env').DATABASE_POOL_MAX);
    const pods = Object.keys(SCHEMA_OWNERS)
      .map((service) => named(base, 'HorizontalPodAutoscaler', service))
      .reduce((sum, hpa) => sum + ((hpa?.spec as { maxReplicas: number })?.maxReplicas ?? Infinity), 0);
    expect(pods * poolMax).toBeLessThanOrEqual(100);
  });
});
