import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaErrors, unknownFieldErrors } from './support/kubernetes-schema.js';
import { OVERLAYS, ROOT } from './support/project.js';
import { kustomize, parseObjects, run, type KubeObject } from './support/render.js';
import { describeWithTools } from './support/tools.js';

async function allSchemaErrors(objects: KubeObject[]): Promise<string[]> {
  return (await Promise.all(objects.map(schemaErrors))).flat();
}

const SECRETS_DIR = path.join(ROOT, 'k8s/secrets');
const secretTemplates = (): KubeObject[] =>
  readdirSync(SECRETS_DIR)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseObjects(readFileSync(path.join(SECRETS_DIR, file), 'utf8')));

describe('Kubernetes schema checks', () => {
  const deployment = (container: Record<string, unknown>): KubeObject => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'probe' },
    spec: {
      selector: { matchLabels: { app: 'probe' } },
      template: { metadata: { labels: { app: 'probe' } }, spec: { containers: [{ name: 'probe', image: 'probe', ...container }] } },
    },
  });

  it('catch a value of the wrong type', async () => {
    const errors = await allSchemaErrors([deployment({ ports: [{ containerPort: 'http' }] })]);
    expect(errors.join('\n')).toContain('containerPort must be integer');
  });

  it('catch a misspelt field', () => {
    const errors = unknownFieldErrors([deployment({ readinesProbe: { httpGet: { path: '/readyz', port: 8080 } } })]);
    expect(errors.join('\n')).toMatch(/^Deployment\/probe: .*readinesProbe.* does not exist in type 'IContainer'/m);
  });

  it('accept a valid object', async () => {
    const valid = deployment({ readinessProbe: { httpGet: { path: '/readyz', port: 8080 } } });
    expect(await allSchemaErrors([valid])).toEqual([]);
    expect(unknownFieldErrors([valid])).toEqual([]);
  });
});

describeWithTools('Kubernetes overlays', ['kustomize'], () => {
  describe.each(OVERLAYS)('%s', (overlay) => {
    let objects: KubeObject[];
    beforeAll(() => {
      objects = kustomize(overlay);
    });

    it('renders with kubectl kustomize into namespaced objects of Orbita', () => {
      expect(objects.length).toBeGreaterThan(20);
      const outside = objects.filter((o) => o.kind !== 'Namespace' && o.metadata.namespace !== 'orbita');
      expect(outside.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual([]);
    });

    it('validates every object against the Kubernetes API schema', async () => {
      expect(await allSchemaErrors(objects)).toEqual([]);
    });

    it('has no field unknown to the object types', () => {
      expect(unknownFieldErrors(objects)).toEqual([]);
    });

    it('carries no Secret: those are created apart, never committed', () => {
      expect(objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name)).toEqual([]);
    });
  });
});

describe('Secret templates', () => {
  const templates = secretTemplates();

  it('are valid Secrets in the orbita namespace', async () => {
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.filter((t) => t.kind !== 'Secret' || t.metadata.namespace !== 'orbita')).toEqual([]);
    expect(await allSchemaErrors(templates)).toEqual([]);
    expect(unknownFieldErrors(templates)).toEqual([]);
  });

  it('hold no value at all', () => {
    const filled = templates.flatMap((t) =>
      Object.entries({ ...(t.stringData as object), ...(t.data as object) })
        .filter(([, value]) => value !== '')
        .map(([key]) => `${t.metadata.name}.${key}`),
    );
    expect(filled).toEqual([]);
  });
});

describeWithTools('The dev secrets generator', ['kustomize', 'openssl'], () => {
  it('prints valid Secrets with fresh values, different on each run', async () => {
    const first = run('sh', ['k8s/secrets/dev-secrets.sh']);
    const second = run('sh', ['k8s/secrets/dev-secrets.sh']);
    expect(first.stderr).toBe('');
    const objects = parseObjects(first.stdout);
    expect(await allSchemaErrors(objects)).toEqual([]);
    expect(unknownFieldErrors(objects)).toEqual([]);
    const passwords = (text: string) => parseObjects(text).find((o) => o.metadata.name === 'orbita-postgres')?.data;
    expect(passwords(first.stdout)).toBeDefined();
    expect(passwords(first.stdout)).not.toEqual(passwords(second.stdout));
  });
});
