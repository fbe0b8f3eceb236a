// Runs every check of `make test` and ends with one line: `N passed, N failed`.
// Each step is a command; a jest step is counted by its tests, any other step counts as one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const only = process.argv.slice(2);
const steps = [
  { name: 'lint', command: 'npx eslint --max-warnings 0 .' },
  { name: 'typecheck', command: 'npx tsc -p tsconfig.test.json && npm run typecheck -w frontend && npx tsc -p e2e' },
  // The deployment checks are jest tests too (deploy-checks/); this installs the Debian tools they use.
  { name: 'deploy-tools', command: 'bash scripts/check-deploy.sh --install-only', optional: 'scripts/check-deploy.sh', uncounted: true },
  { name: 'jest', command: 'npx jest --ci --forceExit --json --outputFile=test-results/jest.json', jest: 'test-results/jest.json' },
  { name: 'e2e', command: 'npm run e2e', optional: 'e2e/package.json', jest: 'test-results/e2e.json' },
].filter((step) => only.length === 0 || only.includes(step.name));

mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

for (const step of steps) {
  if (step.optional && !existsSync(step.optional)) continue;
  console.log(`\n=== ${step.name}: ${step.command}`);
  if (step.jest) rmSync(step.jest, { force: true });
  const result = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  if (step.jest && existsSync(step.jest)) {
    const report = JSON.parse(readFileSync(step.jest, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    // A suite that fails to load has no failed test but must still fail the run.
    const broken = report.numRuntimeErrorTestSuites ?? 0;
    failed += broken;
    if (report.numFailedTests > 0 || broken > 0 || result.status !== 0) failures.push(step.name);
    if (result.status !== 0 && report.numFailedTests === 0 && broken === 0) failed += 1;
  } else if (step.uncounted && result.status === 0) {
    continue;
  } else if (result.status === 0) {
    passed += 1;
  } else {
    failed += 1;
    failures.push(step.name);
  }
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
