// In-process cost of the tools' money and measure logic, one call at a time, from a built tree (`npx tsc -b` first):
//
//   node services/tools/bench/logic-bench.js                 (this tree)
//   node services/tools/bench/logic-bench.js /tmp/base       (another build, e.g. an older commit:
//     git archive <commit> | tar -x -C /tmp/base && ln -s "$PWD/node_modules" /tmp/base/node_modules
//     && (cd /tmp/base && npx tsc -b services/tools))
//
// It prints (on stderr, as the other bench scripts) one Markdown row per case: the median of five rounds of CPU microseconds a call (user + system time of
// this process, which a busy machine disturbs less than wall time). Run the two trees one after the other, several
// times: the figures still move with whatever else the machine does.
import { resolve } from 'node:path';

const root = resolve(process.argv[2] ?? new URL('../../..', import.meta.url).pathname);
const load = (path) => import(`${root}/${path}`);
const [netSalary, mortgage, conversion, unit, vatNumber] = await Promise.all([
  load('services/tools/dist/net-salary/net-salary.js'),
  load('services/tools/dist/mortgage/mortgage.js'),
  load('proto-types/dist/logic/currency-conversion.js'),
  load('services/tools/dist/unit/unit.js'),
  load('services/tools/dist/vat-number/vat-number.js'),
]);
const june = new Date('2026-06-01T12:00:00Z');

const CASES = [
  ['net salary from a RAL, 30.000 €', 200, () => netSalary.calculateNetSalary({ gross: 30000, year: 2026, region: 'lombardia', municipalRate: 0.8 }, june)],
  ['net salary back from 24.000 € net', 200, () => netSalary.calculateNetSalary({ net: 24000, year: 2026, months: 13, region: 'lazio', municipalRate: 0.9 }, june)],
  ['net salary back from 9.000 € net (no RAL gives it)', 200, () => netSalary.calculateNetSalary({ net: 9000, year: 2025, region: 'lombardia' }, june)],
  ['mortgage, 480 rows and the TAEG', 100, () => mortgage.calculateMortgage({ principal: 200000, annualRate: 3.5, years: 40, firstPaymentDate: '2027-01-01', costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } })],
  ['currency, AUD → CNY', 20000, () => conversion.convertAtRates(5175.53, { from: 'AUD', to: 'CNY', fromPerEuro: 1.76, toPerEuro: 8.2698 })],
  ['unit, 3 KB → KiB with its formula', 5000, () => unit.convertUnit({ quantity: 'data', value: 3, from: 'KB', to: 'KiB' })],
  ['partita IVA', 20000, () => vatNumber.checkVatNumber({ vatNumber: '06363391001' })],
];

console.warn(`| case (${root}) | CPU µs a call |`);
console.warn('|---|---:|');
for (const [name, calls, call] of CASES) {
  for (let i = 0; i < Math.min(calls, 500); i += 1) call();
  const rounds = [];
  for (let round = 0; round < 5; round += 1) {
    const started = process.cpuUsage();
    for (let i = 0; i < calls; i += 1) call();
    const spent = process.cpuUsage(started);
    rounds.push((spent.user + spent.system) / calls);
  }
  rounds.sort((a, b) => a - b);
  console.warn(`| ${name} | ${rounds[2].toFixed(1)} |`);
}
