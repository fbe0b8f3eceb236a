import { SERVICE_NAMES } from '@orbita/proto-types';
import { DEFINITIONS, settingsOf } from './support/definitions.js';
import { buildOf, FRONTEND, GATEWAY, serviceComponent } from './support/project.js';
import { envFile, read } from './support/sources.js';

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
    const filled = Object.entries(example).filter(([name, value]) => /PASSWORD|_KEY$/.test(name) && value !== '');
    expect(filled).toEqual([]);
  });
});
