// Load test of the tools endpoints with autocannon. The base URL is the only thing that changes
// between a run against the service itself and one through the gateway:
//
//   node services/tools/bench/tools-bench.js http://127.0.0.1:8101            (the service)
//   node services/tools/bench/tools-bench.js http://127.0.0.1:8080            (through the gateway)
//   node services/tools/bench/tools-bench.js <url> --duration 10 --connections 20 --only qr
//
// It prints one Markdown row per scenario: requests a second, latency percentiles, and any
// answer that was not 2xx (a rate limit in front of the service shows up there).
import autocannon from 'autocannon';
import { parseArgs } from 'node:util';

const json = { 'content-type': 'application/json' };

/** Every tool call with an ordinary input, plus the heaviest inputs the API accepts. */
const SCENARIOS = [
  { name: 'calories', method: 'POST', path: '/api/calculate-calories', body: { age: 30, gender: 'female', weight: 62, height: 168, activityLevel: 'moderately', goal: 'lose' } },
  { name: 'currency', method: 'POST', path: '/api/convert-currency', body: { amount: 100, from: 'USD', to: 'EUR' } },
  { name: 'currencies', method: 'GET', path: '/api/currencies' },
  { name: 'palette', method: 'POST', path: '/api/generate-palette', body: { baseColor: '3B82F6', paletteType: 'analogous', count: 5 } },
  { name: 'palette-10', method: 'POST', path: '/api/generate-palette', body: { baseColor: '#10B981', paletteType: 'monochromatic', count: 10 } },
  { name: 'qr-300', method: 'POST', path: '/api/generate-qr', body: { text: 'https://www.esempio.it', size: 300, color: '#000000', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'M' } },
  { name: 'qr-1000-full', method: 'POST', path: '/api/generate-qr', body: { text: 'x'.repeat(1273), size: 1000, color: '#1E40AF', backgroundColor: '#FFFFFF', errorCorrectionLevel: 'H' } },
  { name: 'qr-download', method: 'GET', path: '/api/generate-qr/download?text=https%3A%2F%2Fwww.esempio.it&size=300&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M' },
  { name: 'qr-download-svg', method: 'GET', path: '/api/generate-qr/download?text=https%3A%2F%2Fwww.esempio.it&size=300&color=000000&backgroundColor=FFFFFF&errorCorrectionLevel=M&format=svg' },
  { name: 'number', method: 'POST', path: '/api/convert-number', body: { number: '255', fromBase: 10, toBase: 16 } },
  { name: 'number-1000-digits', method: 'POST', path: '/api/convert-number', body: { number: '9'.repeat(1000), fromBase: 10, toBase: 2 } },
  { name: 'percentage', method: 'POST', path: '/api/calculate-percentage', body: { mode: 'discount', a: 19.99, b: 15 } },
  { name: 'vat', method: 'POST', path: '/api/calculate-vat', body: { amount: 100, rate: 22, mode: 'remove' } },
  { name: 'iban', method: 'POST', path: '/api/check-iban', body: { iban: 'IT60 X054 2811 1010 0000 0123 456' } },
  { name: 'vat-number', method: 'POST', path: '/api/check-vat-number', body: { vatNumber: 'IT 06363391001' } },
  { name: 'withholding', method: 'POST', path: '/api/calculate-withholding', body: { amount: 800, mode: 'net', year: 2026, earlierThisYear: 4500 } },
  { name: 'flat-tax', method: 'POST', path: '/api/calculate-flat-tax', body: { revenue: 60000, ateco: '43.21.01', fund: 'artigiani', reduction: true, year: 2026 } },
  { name: 'net-salary', method: 'POST', path: '/api/calculate-net-salary', body: { gross: 30000, year: 2026, months: 13, region: 'lombardia', municipalRate: 0.8 } },
  { name: 'net-salary-from-net', method: 'POST', path: '/api/calculate-net-salary', body: { net: 24000, year: 2026, months: 13, region: 'lazio', municipalRate: 0.9 } },
  { name: 'lira-euro', method: 'POST', path: '/api/convert-lira', body: { lire: 1000000 } },
  { name: 'single-allowance', method: 'POST', path: '/api/calculate-single-allowance', body: { year: 2026, month: 6, isee: 22000, children: [{ birthDate: '2019-01-01', disability: 'severe' }, { birthDate: '2021-05-10' }, { birthDate: '2025-06-01' }, { birthDate: '2008-02-01' }], bothParentsWorking: true } },
  { name: 'tfr', method: 'POST', path: '/api/calculate-tfr', body: { periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }] } },
  { name: 'graduation-grade', method: 'POST', path: '/api/calculate-graduation-grade', body: { exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }, { grade: 28, credits: 12 }], honoursValue: 30, bonus: 4 } },
  { name: 'unit', method: 'POST', path: '/api/convert-unit', body: { quantity: 'length', value: 10, from: 'km', to: 'mi' } },
  { name: 'working-days-year', method: 'POST', path: '/api/count-working-days', body: { from: '2025-01-01', to: '2025-12-31', patron: 'roma' } },
  { name: 'working-days-century', method: 'POST', path: '/api/count-working-days', body: { from: '1950-01-01', to: '2050-03-10' } },
  { name: 'tax-code', method: 'POST', path: '/api/calculate-tax-code', body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'San Giuliano Terme' } },
  { name: 'tax-code-check', method: 'POST', path: '/api/check-tax-code', body: { code: 'RSSMRA85T10A56NH' } },
  { name: 'municipalities', method: 'GET', path: '/api/municipalities?q=san' },
  { name: 'legal-interest-36-years', method: 'POST', path: '/api/calculate-legal-interest', body: { amount: 10000, from: '1990-01-01', to: '2026-06-30', compounding: 'yearly' } },
  { name: 'late-payment', method: 'POST', path: '/api/calculate-late-payment', body: { tax: 1000, dueDate: '2024-06-17', paymentDate: '2025-09-16', kind: 'irpef' } },
  { name: 'mortgage-480-rows', method: 'POST', path: '/api/calculate-mortgage', body: { principal: 200000, annualRate: 3.5, years: 40, firstPaymentDate: '2027-01-01', costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } } },
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});

const baseUrl = (positionals[0] ?? 'http://127.0.0.1:8101').replace(/\/$/, '');
const chosen = SCENARIOS.filter((scenario) => !values.only || scenario.name.includes(values.only));

async function run(scenario) {
  const result = await autocannon({
    url: `${baseUrl}${scenario.path}`,
    method: scenario.method,
    headers: scenario.body ? json : {},
    body: scenario.body ? JSON.stringify(scenario.body) : undefined,
    connections: Number(values.connections),
    duration: Number(values.duration),
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return `| ${scenario.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} |`;
}

console.warn(`${baseUrl}: ${values.connections} connections, ${values.duration} s a scenario`);
const rows = ['| scenario | req/s | p50 ms | p99 ms | not 2xx |', '|---|---:|---:|---:|---:|'];
for (const scenario of chosen) {
  rows.push(await run(scenario));
  console.warn(rows.at(-1));
}
process.stdout.write(`${rows.join('\n')}\n`);
