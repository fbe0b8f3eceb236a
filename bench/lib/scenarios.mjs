// The calls the bench makes: every public endpoint with an ordinary input, as a visitor's page
// sends it. Writes are marked: they run a fixed number of requests and their rows are counted.

export const QR_INPUT = {
  text: 'https://www.esempio.it/orbita',
  size: 300,
  color: '#000000',
  backgroundColor: '#FFFFFF',
  errorCorrectionLevel: 'M',
};

/** The endpoint of the gateway-hop comparison: small JSON in and out, so the hop itself shows. */
export const HOP_SCENARIO = {
  name: 'convert-currency',
  method: 'POST',
  path: '/api/convert-currency',
  body: { amount: 100, from: 'USD', to: 'EUR' },
};

export const READ_SCENARIOS = [
  {
    name: 'calculate-calories',
    method: 'POST',
    path: '/api/calculate-calories',
    body: { age: 30, gender: 'female', weight: 62, height: 168, activityLevel: 'moderately', goal: 'lose' },
  },
  HOP_SCENARIO,
  { name: 'currencies', method: 'GET', path: '/api/currencies' },
  {
    name: 'generate-palette',
    method: 'POST',
    path: '/api/generate-palette',
    body: { baseColor: '#3B82F6', paletteType: 'analogous', count: 5 },
  },
  { name: 'generate-qr', method: 'POST', path: '/api/generate-qr', body: QR_INPUT },
  {
    name: 'generate-qr/download',
    method: 'GET',
    path: `/api/generate-qr/download?${new URLSearchParams({ ...QR_INPUT, color: '000000', backgroundColor: 'FFFFFF', size: '300' })}`,
  },
  { name: 'convert-number', method: 'POST', path: '/api/convert-number', body: { number: '255', fromBase: 10, toBase: 16 } },
  { name: 'calculate-percentage', method: 'POST', path: '/api/calculate-percentage', body: { mode: 'discount', a: 19.99, b: 15 } },
  { name: 'calculate-vat', method: 'POST', path: '/api/calculate-vat', body: { amount: 100, rate: 22, mode: 'remove' } },
  { name: 'check-iban', method: 'POST', path: '/api/check-iban', body: { iban: 'IT60 X054 2811 1010 0000 0123 456' } },
  { name: 'check-vat-number', method: 'POST', path: '/api/check-vat-number', body: { vatNumber: 'IT 06363391001' } },
  { name: 'calculate-withholding', method: 'POST', path: '/api/calculate-withholding', body: { amount: 800, mode: 'net', year: 2026, earlierThisYear: 4500 } },
  { name: 'calculate-flat-tax', method: 'POST', path: '/api/calculate-flat-tax', body: { revenue: 60000, ateco: '43.21.01', fund: 'artigiani', reduction: true, year: 2026 } },
  { name: 'calculate-net-salary', method: 'POST', path: '/api/calculate-net-salary', body: { net: 24000, year: 2026, months: 13, region: 'lazio', municipalRate: 0.9 } },
  { name: 'convert-lira', method: 'POST', path: '/api/convert-lira', body: { lire: 1000000 } },
  { name: 'calculate-single-allowance', method: 'POST', path: '/api/calculate-single-allowance', body: { year: 2026, month: 6, isee: 22000, children: [{ birthDate: '2019-01-01', disability: 'severe' }, { birthDate: '2021-05-10' }, { birthDate: '2025-06-01' }, { birthDate: '2008-02-01' }], bothParentsWorking: true } },
  { name: 'calculate-tfr', method: 'POST', path: '/api/calculate-tfr', body: { periods: [{ year: 2024, salary: 30000 }, { year: 2025, salary: 30000 }] } },
  { name: 'calculate-graduation-grade', method: 'POST', path: '/api/calculate-graduation-grade', body: { exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }, { grade: 28, credits: 12 }], honoursValue: 30, bonus: 4 } },
  { name: 'convert-unit', method: 'POST', path: '/api/convert-unit', body: { quantity: 'length', value: 10, from: 'km', to: 'mi' } },
  { name: 'count-working-days', method: 'POST', path: '/api/count-working-days', body: { from: '2025-01-01', to: '2025-12-31', patron: 'roma' } },
  {
    name: 'calculate-tax-code',
    method: 'POST',
    path: '/api/calculate-tax-code',
    body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1985-12-10', birthPlace: 'San Giuliano Terme' },
  },
  { name: 'check-tax-code', method: 'POST', path: '/api/check-tax-code', body: { code: 'RSSMRA85T10A56NH' } },
  { name: 'municipalities', method: 'GET', path: '/api/municipalities?q=san' },
  { name: 'calculate-legal-interest', method: 'POST', path: '/api/calculate-legal-interest', body: { amount: 10000, from: '1990-01-01', to: '2026-06-30' } },
  { name: 'calculate-late-payment', method: 'POST', path: '/api/calculate-late-payment', body: { tax: 1000, dueDate: '2024-06-17', paymentDate: '2025-09-16', kind: 'irpef' } },
  { name: 'calculate-mortgage', method: 'POST', path: '/api/calculate-mortgage', body: { principal: 200000, annualRate: 3.5, years: 40, firstPaymentDate: '2027-01-01', costs: { arrangement: 1000, appraisal: 300, perPayment: 2 } } },
  { name: 'suggestions', method: 'GET', path: '/api/suggestions' },
  { name: 'analyze-food/status', method: 'GET', path: '/api/analyze-food/status' },
];

export function suggestionBody(index) {
  return {
    toolName: `Strumento di prova ${index}`,
    description: 'Un convertitore di unità di misura per la cucina, con tazze, cucchiai e grammi.',
    category: 'Vita Quotidiana',
    priority: 'media',
    email: '',
  };
}

export const SUGGEST_SCENARIO = {
  name: 'suggest-tool',
  method: 'POST',
  path: '/api/suggest-tool',
  // Each request suggests a new tool: the same name twice is refused (409) and stores nothing.
  bodyFor: (index) => suggestionBody(`${process.pid}-${Date.now()}-${index}`),
  write: true,
};

/** No cookie is kept between requests, so each vote is a new visitor's and adds one row. */
export function voteScenario(suggestionId) {
  return { name: 'vote', method: 'POST', path: `/api/suggestions/${suggestionId}/vote`, write: true };
}

export const CONTACT_SCENARIO = {
  name: 'contact',
  method: 'POST',
  path: '/api/contact',
  body: {
    name: 'Giulia Rossi',
    email: 'giulia.rossi@esempio.it',
    subject: 'Una domanda sul convertitore',
    message: 'Buongiorno, il convertitore di valute usa i tassi della BCE del giorno? Grazie.',
  },
  write: true,
};

/** A multipart upload of one photo, as the food-analysis page sends it. */
export function analyzeFoodScenario(jpeg) {
  const boundary = '----orbita-bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="piatto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    name: 'analyze-food',
    // Uploads of a megabyte each, scaled down one by one: a handful at a time, as people send them.
    connections: 10,
    method: 'POST',
    path: '/api/analyze-food',
    rawBody: Buffer.concat([head, jpeg, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A phone-sized photo stand-in: 1600 × 1200 of noise, so the JPEG is as heavy as a real one. */
export async function benchPhoto() {
  const { default: sharp } = await import('sharp');
  return await sharp({ create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
