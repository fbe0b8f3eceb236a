import { SERVICE_NAMES } from '@orbita/proto-types';
import { DEFINITIONS, settingsOf } from './support/definitions.js';
import { buildOf, FRONTEND, GATEWAY, serviceComponent } from './support/project.js';
import { composeAsWritten, envFile, objectsWhere, read, yamlDocumentsIn } from './support/sources.js';

const operations = read('docs/OPERATIONS.md');
const composeVariables = [...new Set([...read('docker-compose.yml').matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]!))];

describe('docs/OPERATIONS.md', () => {
  it('explains every setting the gateway and the services read', () => {
    const undocumented = DEFINITIONS.flatMap((definition) =>
      settingsOf(definition)
        .filter((setting) => !operations.includes(`\`${setting}\``))
        .map((setting) => `${definition.name}: ${setting}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('says how to build the image of every part, with its Dockerfile and build arguments', () => {
    const missing = [...SERVICE_NAMES.map(serviceComponent), GATEWAY]
      .filter((component) => {
        const { WORKSPACE, PORT } = buildOf(component).args;
        return !operations.includes(`\n   ${component.name} ${WORKSPACE} ${PORT}\n`);
      })
      .map((component) => component.name);
    expect(missing).toEqual([]);
    expect(operations).toContain(`docker build -f ${buildOf(FRONTEND).dockerfile} `);
  });

  it('says which proxies the gateway and the services trust in each deployment, as the deployment files set them', () => {
    const row = (deployment: string) => operations.split('\n').find((line) => line.startsWith(`| ${deployment} |`)) ?? '';
    const cells = (line: string) => line.split('|').map((cell) => cell.trim());
    const compose = composeAsWritten();
    const [, , composeGateway, composeService] = cells(row('Docker Compose'));
    expect(composeGateway).toMatch(/^not set/);
    expect(compose.services.gateway?.environment?.TRUSTED_PROXIES).toBe('${TRUSTED_PROXIES:-}');
    expect(SERVICE_NAMES.map((name) => `\`${compose.services[name]?.environment?.TRUSTED_PROXIES}\``)).toEqual(SERVICE_NAMES.map(() => composeService));

    // In a manifest's env and in a patch's operation alike: { name: TRUSTED_PROXIES, value }.
    const trustedIn = (folder: string) =>
      objectsWhere(yamlDocumentsIn(folder), (object) => object.name === 'TRUSTED_PROXIES').map((variable) => `\`${String(variable.value)}\``);
    const [, , kubernetesGateway, kubernetesService] = cells(row('Kubernetes, both overlays'));
    expect([...new Set(trustedIn('k8s/base'))]).toEqual([kubernetesGateway]);
    expect([...new Set(trustedIn('k8s/components'))]).toEqual([kubernetesService]);
  });

  it('explains every variable docker-compose.yml reads', () => {
    expect(composeVariables.length).toBeGreaterThan(0);
    expect(composeVariables.filter((variable) => !operations.includes(`\`${variable}\``))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('lists every variable docker-compose.yml reads', () => {
    const example = envFile('.env.example');
    expect(composeVariables.filter((variable) => !(variable in example))).toEqual([]);
  });

  it('holds no secret', () => {
    const example = envFile('.env.example');
    const filled = Object.entries(example).filter(([name, value]) => /PASSWORD|_KEY$|SECRET/.test(name) && value !== '');
    expect(filled).toEqual([]);
  });
});
