// Runs every check of `make test` and ends with one line: `N passed, N failed`.
// Each step is a command; a jest step is counted by its tests, any other step counts as one.
// Steps of one `together` group run at the same time (their output is printed whole, step by step,
// once each ends); the groups and the other steps run one after the other.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { remember, restore } from './step-cache.mjs';

const only = process.argv.slice(2);
const steps = [
  // The build and the static checks share neither files nor ports, and each leaves a core idle for
  // long stretches; the typecheck reads the sources, not the build. jest and e2e run the build.
  // These three read only the committed sources: on sources they already passed on, they are not run again
  // (scripts/step-cache.mjs; the build puts back the dist folders it made then).
  { name: 'build', command: 'npx tsc -b && npm run build -w frontend', together: 'static', cache: { outputs: ['*/dist', 'services/*/dist'] } },
  { name: 'lint', command: 'npx eslint --max-warnings 0 .', together: 'static', cache: {} },
  { name: 'typecheck', command: 'npx tsc -p tsconfig.test.json && npm run typecheck -w frontend && npx tsc -p e2e', together: 'static', cache: {} },
  // The deployment checks are jest tests too (deploy-checks/); this installs the Debian tools they use.
  { name: 'deploy-tools', command: 'bash scripts/check-deploy.sh --install-only', optional: 'scripts/check-deploy.sh', uncounted: true, together: 'static' },
  // Three workers on the 2-core CI machine: the suite took 490 s in one, 293 s in two, 265 s in three and
  // 327 s in four (its files wait on services and databases a good part of the time; each has its own
  // database, Redis prefix and JetStream stream).
  { name: 'jest', command: 'npx jest --ci --forceExit --maxWorkers=3 --json --outputFile=test-results/jest.json', jest: 'test-results/jest.json' },
  { name: 'e2e', command: 'npm run e2e', optional: 'e2e/package.json', jest: 'test-results/e2e.json' },
].filter((step) => (only.length === 0 || only.includes(step.name)) && !(step.optional && !existsSync(step.optional)));

mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

/** Runs a step's command; its output goes straight to the terminal, or is kept and returned when `keep`. */
function run(step, keep) {
  console.log(`\n=== ${step.name}: ${step.command}${keep ? ' (alongside the others of its group)' : ''}`);
  if (step.jest) rmSync(step.jest, { force: true });
  const started = Date.now();
  const cached = step.cache ? restore(step) : null;
  if (cached) {
    const output = `not run again: it passed on these same sources at ${cached.passedAt} (key ${cached.key}; ORBITA_TEST_CACHE=0 runs it)`;
    return Promise.resolve({ step, status: 0, output, seconds: Math.round((Date.now() - started) / 1000) });
  }
  const child = spawn(step.command, { shell: true, stdio: keep ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (status === 0 && step.cache) remember(step);
      resolve({ step, status, output, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

function count({ step, status, output, seconds }) {
  if (output) console.log(`\n=== ${step.name} (output)\n${output.trimEnd()}`);
  console.log(`=== ${step.name}: ${status === 0 ? 'passed' : 'failed'} in ${seconds} s`);
  if (step.jest && existsSync(step.jest)) {
    const report = JSON.parse(readFileSync(step.jest, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that fails to load has no failed test but must still fail the run.
    const broken = report.numRuntimeErrorTestSuites ?? 0;
    failed += broken;
    if (report.numFailedTests > 0 || broken > 0 || status !== 0) failures.push(step.name);
    if (status !== 0 && report.numFailedTests === 0 && broken === 0) failed += 1;
  } else if (step.uncounted && status === 0) {
    return;
  } else if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(step.name);
  }
}

for (let i = 0; i < steps.length; ) {
  const group = steps[i].together ? steps.filter((step) => step.together === steps[i].together) : [steps[i]];
  const results = await Promise.all(group.map((step) => run(step, group.length > 1)));
  results.forEach(count);
  i = steps.indexOf(group.at(-1)) + 1;
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
