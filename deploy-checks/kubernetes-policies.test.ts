import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { SERVICE_NAMES } from '@orbita/proto-types';
import { SCHEMA_OWNERS } from './support/definitions.js';
import { ingressAllowed, podsOf, selects, type Pod } from './support/network-policy.js';
import { GATEWAY, OVERLAYS, ROLES_SCRIPT, serviceComponent, type Component, type Overlay } from './support/project.js';
import { kustomize, type KubeObject } from './support/render.js';
import { differences, PART_KINDS, settingsOf, shapeOf } from './support/shape.js';
import { read } from './support/sources.js';
import { describeWithTools } from './support/tools.js';
import { environmentOf, mainContainer, named, ofKind, podTemplate, workloads, type Container } from './support/workloads.js';

const NODE_COMPONENTS = [...SERVICE_NAMES, 'gateway'];
const NODE_PARTS: Component[] = [...SERVICE_NAMES.map(serviceComponent), GATEWAY];
const DATA_STORES = ['postgres', 'redis', 'nats'];

function hardeningProblems(workload: KubeObject): string[] {
  const { spec } = podTemplate(workload);
  const name = workload.metadata.name;
  const problems: string[] = [];
  if (spec.securityContext?.runAsNonRoot !== true) problems.push(`${name}: runAsNonRoot`);
  if (!spec.securityContext?.runAsUser) problems.push(`${name}: numeric runAsUser`);
  if (spec.securityContext?.seccompProfile?.type !== 'RuntimeDefault') problems.push(`${name}: seccomp RuntimeDefault`);
  if (spec.automountServiceAccountToken !== false) problems.push(`${name}: service account token mounted`);
  for (const container of spec.containers) {
    const context = container.securityContext;
    if (context?.readOnlyRootFilesystem !== true) problems.push(`${name}/${container.name}: read-only root filesystem`);
    if (context?.allowPrivilegeEscalation !== false) problems.push(`${name}/${container.name}: privilege escalation`);
    if (!context?.capabilities?.drop?.includes('ALL')) problems.push(`${name}/${container.name}: capabilities not dropped`);
  }
  return problems;
}

function resourceProblems(container: Container): string[] {
  const missing = ['requests', 'limits'].flatMap((kind) =>
    ['cpu', 'memory'].filter((resource) => !container.resources?.[kind as 'requests' | 'limits']?.[resource]).map((r) => `${kind}.${r}`),
  );
  return missing.map((what) => `${container.name}: ${what}`);
}

function pod(pods: Map<string, Pod>, name: string): Pod {
  const found = pods.get(name);
  if (!found) throw new Error(`no workload named ${name}`);
  return found;
}

describeWithTools('Kubernetes policies', ['kustomize'], () => {
  const rendered = new Map<Overlay, KubeObject[]>();
  beforeAll(() => OVERLAYS.forEach((overlay) => rendered.set(overlay, kustomize(overlay))));
  const objectsOf = (overlay: Overlay) => rendered.get(overlay)!;

  describe.each(OVERLAYS)('%s', (overlay) => {
    it('runs every pod unprivileged: non-root, read-only root filesystem, no escalation, no capabilities', () => {
      expect(workloads(objectsOf(overlay)).flatMap(hardeningProblems)).toEqual([]);
    });

    it('gives every container liveness and readiness probes, requests and limits', () => {
      const problems = workloads(objectsOf(overlay)).flatMap((workload) =>
        podTemplate(workload).spec.containers.flatMap((container) => [
          ...(container.livenessProbe ? [] : [`${container.name}: liveness probe`]),
          ...(container.readinessProbe ? [] : [`${container.name}: readiness probe`]),
          ...resourceProblems(container),
        ]),
      );
      expect(problems).toEqual([]);
    });

    it('probes the Node components on /healthz (alive) and /readyz (dependencies answer)', () => {
      for (const name of NODE_COMPONENTS) {
        const container = mainContainer(named(objectsOf(overlay), 'Deployment', name)!);
        expect([name, container.livenessProbe?.httpGet?.path, container.readinessProbe?.httpGet?.path]).toEqual([name, '/healthz', '/readyz']);
      }
    });

    it('renders the gateway and every service in one shape, but for what is its own', () => {
      const objects = objectsOf(overlay);
      const [model, ...others] = NODE_PARTS;
      const problems = PART_KINDS.flatMap((kind) =>
        others.flatMap((part) => {
          const [expected, actual] = [model!, part].map((c) => named(objects, kind, c.name));
          if (!expected || !actual) return [`${kind}/${part.name}: missing`];
          return differences(shapeOf(expected, model!), shapeOf(actual, part)).map((d) => `${kind}/${part.name} (against ${model!.name}): ${d}`);
        }),
      );
      expect(problems).toEqual([]);
    });

    it('gives the gateway and every service the same shared settings, after PORT and before their own', () => {
      const objects = objectsOf(overlay);
      const settings = NODE_PARTS.map((part) => settingsOf(objects, part));
      const shared = settings[0]!.filter((variable) => settings.every((own) => own.some((v) => isDeepStrictEqual(v, variable))));
      expect(shared.map((variable) => variable.name)).toEqual(expect.arrayContaining(['PORT', 'REDIS_URL', 'NATS_URL', 'ADMIN_JWT_PUBLIC_KEY']));
      for (const [i, own] of settings.entries()) {
        expect([NODE_PARTS[i]!.name, own.slice(0, shared.length)]).toEqual([NODE_PARTS[i]!.name, shared]);
      }
    });

    it("runs each part's own image, at the release the overlay names", () => {
      const images = ofKind(objectsOf(overlay), 'Deployment').map((deployment) => [deployment.metadata.name, mainContainer(deployment).image]);
      // <registry/>orbita/<part>:<tag>, the tag set by the overlay: none would mean `latest`.
      const part = /^(?:[^/]+\/)*orbita\/([a-z-]+):[\w][\w.-]*$/;
      expect(images.map(([name, image]) => [name, part.exec(image!)?.[1]])).toEqual(images.map(([name]) => [name, name]));
    });

    it('believes X-Forwarded-For from the one hop its NetworkPolicy lets in: the gateway from the ingress, a service from the gateway', () => {
      const objects = objectsOf(overlay);
      const trusted = (name: string) => environmentOf(mainContainer(named(objects, 'Deployment', name)!), objects).get('TRUSTED_PROXIES')?.value;
      expect(NODE_COMPONENTS.map((name) => [name, trusted(name)])).toEqual(NODE_COMPONENTS.map((name) => [name, '1']));
      const policies = ofKind(objects, 'NetworkPolicy');
      const pods = podsOf(objects);
      const strangers: Pod[] = [...pods.values()].filter((p) => p.labels['app.kubernetes.io/name'] !== 'gateway');
      for (const service of SERVICE_NAMES) {
        const reachedBy = strangers.filter((source) => ingressAllowed(policies, source, pod(pods, service), 'http'));
        expect([service, reachedBy]).toEqual([service, []]);
      }
      const controller: Pod = { labels: { app: 'ingress-nginx' }, namespace: 'ingress-nginx' };
      const elsewhere: Pod = { labels: { app: 'intruder' }, namespace: 'default' };
      expect(ingressAllowed(policies, controller, pod(pods, 'gateway'), 'http')).toBe(true);
      // The dev overlay admits every namespace, since development clusters put their controller anywhere.
      expect(ingressAllowed(policies, elsewhere, pod(pods, 'gateway'), 'http')).toBe(overlay === 'dev');
    });

    it('scales every Deployment with an autoscaler and protects it with a disruption budget', () => {
      const objects = objectsOf(overlay);
      for (const deployment of ofKind(objects, 'Deployment')) {
        const name = deployment.metadata.name;
        const labels = podTemplate(deployment).metadata.labels;
        const autoscaler = ofKind(objects, 'HorizontalPodAutoscaler').find(
          (hpa) => (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef.name === name,
        );
        const budget = ofKind(objects, 'PodDisruptionBudget').find((pdb) =>
          selects((pdb.spec as { selector: object }).selector, labels),
        );
        expect([name, Boolean(autoscaler), Boolean(budget)]).toEqual([name, true, true]);
        // The autoscaler owns the replica count; a fixed one would be reset at every apply.
        expect([name, (deployment.spec as { replicas?: number }).replicas]).toEqual([name, undefined]);
      }
    });

    it('routes the Ingress to the gateway only, never to a metrics port', () => {
      const [ingress] = ofKind(objectsOf(overlay), 'Ingress');
      const backends = JSON.stringify(ingress?.spec).match(/"service":\{[^}]*\{[^}]*\}\}/g) ?? [];
      expect(new Set(backends)).toEqual(new Set(['"service":{"name":"gateway","port":{"name":"http"}}']));
    });

    it('lets only the gateway reach the services, and the monitoring namespace only their metrics', () => {
      const objects = objectsOf(overlay);
      const policies = ofKind(objects, 'NetworkPolicy');
      const pods = podsOf(objects);
      const outsider: Pod = { labels: { app: 'intruder' }, namespace: 'default' };
      const monitoring: Pod = { labels: { app: 'prometheus' }, namespace: 'monitoring' };
      for (const service of SERVICE_NAMES) {
        const target = pod(pods, service);
        const reach = (source: Pod, port: string) => ingressAllowed(policies, source, target, port);
        expect([service, reach(pod(pods, 'gateway'), 'http'), reach(pod(pods, 'frontend'), 'http'), reach(outsider, 'http')]).toEqual([
          service, true, false, false,
        ]);
        expect([service, reach(monitoring, 'metrics'), reach(monitoring, 'http')]).toEqual([service, true, false]);
        const otherService = pod(pods, SERVICE_NAMES.find((s) => s !== service)!);
        expect([service, reach(otherService, 'http')]).toEqual([service, false]);
      }
      expect(ingressAllowed(policies, pod(pods, 'gateway'), pod(pods, 'frontend'), 'http')).toBe(true);
      expect(ingressAllowed(policies, outsider, pod(pods, 'frontend'), 'http')).toBe(false);
      const controller: Pod = { labels: { app: 'ingress-nginx' }, namespace: 'ingress-nginx' };
      expect(ingressAllowed(policies, controller, pod(pods, 'gateway'), 'http')).toBe(true);
      expect(ingressAllowed(policies, controller, pod(pods, 'gateway'), 'metrics')).toBe(false);
    });
  });

  describe('dev', () => {
    it('runs Postgres, Redis and NATS as StatefulSets on persistent volumes', () => {
      for (const name of DATA_STORES) {
        const statefulSet = named(objectsOf('dev'), 'StatefulSet', name);
        expect([name, (statefulSet?.spec as { volumeClaimTemplates?: unknown[] })?.volumeClaimTemplates?.length]).toEqual([name, 1]);
      }
    });

    it('makes the Postgres roles on the first start with the one script Docker Compose runs too', () => {
      const objects = objectsOf('dev');
      const configMap = ofKind(objects, 'ConfigMap').find((c) => c.metadata.name.startsWith('postgres-initdb-'));
      expect((configMap?.data as Record<string, string>)?.[path.basename(ROLES_SCRIPT)]).toBe(read(ROLES_SCRIPT));
      const { spec } = podTemplate(named(objects, 'StatefulSet', 'postgres')!);
      const volume = spec.volumes?.find((v) => v.configMap?.name === configMap?.metadata.name);
      expect(spec.containers[0]?.volumeMounts).toContainEqual(expect.objectContaining({ name: volume?.name, mountPath: '/docker-entrypoint-initdb.d' }));
    });

    it('lets only the services that own a schema reach Postgres, and every service and the gateway reach Redis and NATS', () => {
      const objects = objectsOf('dev');
      const policies = ofKind(objects, 'NetworkPolicy');
      const pods = podsOf(objects);
      const reach = (from: string, to: string, port: string) => ingressAllowed(policies, pod(pods, from), pod(pods, to), port);
      expect(Object.keys(SCHEMA_OWNERS)).not.toContain('ai-vision');
      for (const service of SERVICE_NAMES) {
        expect([service, reach(service, 'postgres', 'postgres'), reach(service, 'redis', 'redis'), reach(service, 'nats', 'client')]).toEqual([
          service, service in SCHEMA_OWNERS, true, true,
        ]);
      }
      expect([reach('gateway', 'postgres', 'postgres'), reach('gateway', 'redis', 'redis'), reach('gateway', 'nats', 'client')]).toEqual([
        false, true, true,
      ]);
      expect([reach('frontend', 'postgres', 'postgres'), reach('frontend', 'redis', 'redis'), reach('frontend', 'nats', 'client')]).toEqual([
        false, false, false,
      ]);
    });
  });

  describe('prod', () => {
    it('runs no database, cache or broker in the cluster: they are external', () => {
      expect(workloads(objectsOf('prod')).map((w) => w.metadata.name).filter((name) => DATA_STORES.includes(name))).toEqual([]);
    });
  });
});
