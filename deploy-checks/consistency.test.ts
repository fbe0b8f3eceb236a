import { ROUTES, SERVICE_NAMES, SERVICES } from '@orbita/proto-types';
import { selects } from './support/network-policy.js';
import { FRONTEND, GATEWAY, serviceComponent, type Component } from './support/project.js';
import { SCHEMA_OWNERS } from './support/definitions.js';
import { composeAsWritten, dockerfile, envFile, exists, manifestsIn, read } from './support/sources.js';
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
    it('has a Dockerfile', () => {
      expect(exists(`${component.folder}/Dockerfile`)).toBe(true);
    });

    it('has a compose entry, listening on its port, known to the gateway', () => {
      const service = compose.services[component.name];
      expect(service?.build?.dockerfile).toBe(`${component.folder}/Dockerfile`);
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
  });
});

describe.each<Component>([...SERVICE_NAMES.map(serviceComponent), GATEWAY])('The $name image', (component) => {
  const { stages, runtime } = dockerfile(component.folder);

  it('is built in stages and runs compiled code on Node LTS with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(runtime).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim\s*$/m);
    expect(read(`${component.folder}/Dockerfile`)).toMatch(/^ARG NODE_VERSION=(20|22|24)$/m);
    expect(stages.join('')).toMatch(/npm ci --omit=dev/);
    expect(runtime).toContain(`CMD ["node", "${component.folder}/dist/server.js"]`);
  });

  it('runs as an unprivileged user, checks /healthz and listens on its port', () => {
    expect(runtime).toMatch(/^USER [1-9]\d*:[1-9]\d*$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^]*\/healthz/m);
    expect(runtime).toMatch(new RegExp(`^EXPOSE ${component.port}$`, 'm'));
    expect(runtime).toMatch(new RegExp(`^ENV .*PORT=${component.port}`, 'm'));
  });

  it('carries the files the code reads at run time: migrations and data', () => {
    for (const folder of ['migrations', 'data']) {
      const needed = exists(`${component.folder}/${folder}`);
      const copied = runtime.includes(`COPY --from=build /app/${component.folder}/${folder}/ ${component.folder}/${folder}/`);
      expect([folder, copied]).toEqual([folder, needed]);
    }
  });
});

describe('The frontend image', () => {
  const { stages, runtime } = dockerfile(FRONTEND.folder);

  it('builds with npm ci, then serves the build from an unprivileged nginx with its own configuration', () => {
    expect(stages[0]).toMatch(/npm ci [^\n]*-w frontend/);
    expect(stages[0]).toContain('npm run build -w frontend');
    expect(runtime).toMatch(/^FROM nginxinc\/nginx-unprivileged:/m);
    expect(runtime).toContain('COPY deploy/nginx/default.conf /etc/nginx/conf.d/default.conf');
    expect(runtime).toMatch(/^USER [1-9]\d*:[1-9]\d*$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [^]*\/healthz/m);
  });
});

describe('Postgres roles', () => {
  const script = read('deploy/postgres/initdb/10-orbita-roles.sh');

  it('are made by one script, the same for Docker Compose and the Kubernetes dev overlay', () => {
    expect(read('k8s/overlays/dev/postgres/10-orbita-roles.sh')).toBe(script);
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

  it('are referenced only by keys their templates document', () => {
    const references = [...base, ...manifestsIn('k8s/overlays/dev')]
      .filter((object) => ['Deployment', 'StatefulSet'].includes(object.kind))
      .flatMap((workload) => podTemplate(workload).spec.containers.flatMap((c) => c.env ?? []))
      .map((variable) => variable.valueFrom?.secretKeyRef)
      .filter((reference) => reference !== undefined)
      .map((reference) => `${reference.name}/${reference.key}`);
    expect(references.length).toBeGreaterThan(0);
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
