/**
 * The codice fiscale and QR Code pages work their answers out themselves with the logic of proto-types (the codice
 * fiscale with the compact table of places the page loads); the API answers with the same logic behind its schema
 * check. For any request a page can send, both say the same: the same answer, or the same refusal (status, code and
 * sentence). The QR page's PNG is deflated by fflate, the service's by Node's zlib: the bytes may differ, so the
 * images are compared decoded, pixel by pixel, and the SVG of the download address as text.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { zlibSync } from 'fflate';
import { PNG } from 'pngjs';
import { outcomeOf, type QrRequest, type QrResponse } from '@orbita/proto-types';
import { decodePlaces, type CompactPlaces } from '@orbita/proto-types/logic/belfiore-compact';
import { checkQrRequest, generateQr, qrSvg } from '@orbita/proto-types/logic/qr';
import { calculateTaxCodeRequest, checkTaxCodeRequest } from '@orbita/proto-types/logic/tax-code';
import { Municipalities } from '@orbita/proto-types/logic/tax-code-places';
import { served } from './in-page-agreement-support.js';
import { pngOfDataUrl } from './decode-qr.js';
import { startTools, type ToolsUnderTest } from './support.js';

const RUNS = { numRuns: 120 };
/** The table as the page has it: the compact chunk, decoded. */
const pagePlaces = new Municipalities(decodePlaces(JSON.parse(readFileSync(new URL('../../../proto-types/data/belfiore-places-compact.json', import.meta.url), 'utf8')) as CompactPlaces));
const pageDeflate = (raw: Uint8Array) => zlibSync(raw, { level: 6 });

let tools: ToolsUnderTest;
beforeAll(async () => {
  tools = await startTools();
});
afterAll(async () => {
  await tools?.close();
});
const post = (url: string) => (payload: object) => tools.service.app.inject({ method: 'POST', url, payload });
const get = (url: string) => tools.service.app.inject({ method: 'GET', url });

const day = fc.date({ min: new Date('1790-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const place = fc.oneof(
  fc.constantFrom(
    'San Giuliano Terme (PI)', 'Roma', 'roma', 'Milano (MI)', 'Castro', 'Castro (LE)', 'Castro (XX)', 'Brione', 'Brione (TN)', 'Bozen', 'Zgonik', 'Sgonico',
    'Montalcino', 'Spinone al Lago', 'Germania', 'Congo Leopoldville', 'Tanganica', 'Armenia', 'H501', 'h501', 'Z112', 'X999', 'San Giu', 'Atlantide',
    "Sant'Angelo d'Alife", 'SAN DONA DI PIAVE', 'Valdagno (MI)', 'Azzano', 'Abano', 'Aoste',
  ),
  fc.string({ minLength: 2, maxLength: 30 }).filter((text) => text.trim().length >= 2),
);
const name = fc.oneof(
  fc.constantFrom('Rossi', 'Mario', "D'Angelo", 'Włodarczyk', 'Strauß', 'Þór', 'Иванов', 'Ｒｏｓｓｉ', '123', 'De Luca', 'x'.repeat(101)),
  fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== ''),
);

describe('the page and the API say the same', () => {
  it('for a codice fiscale computed from any data the page sends', async () => {
    const request = fc.record({
      surname: name.map((text) => text.trim()),
      name: name.map((text) => text.trim()),
      sex: fc.constantFrom('M' as const, 'F' as const),
      birthDate: fc.oneof({ weight: 5, arbitrary: day }, { weight: 1, arbitrary: fc.constantFrom('1980-02-30', '1987-05-01', '1926-03-01', '1800-01-01') }),
      birthPlace: place.map((text) => text.trim()),
    });
    const send = post('/api/calculate-tax-code');
    await fc.assert(
      fc.asyncProperty(request, async (body) => expect(outcomeOf(() => calculateTaxCodeRequest(pagePlaces, body))).toEqual(await served(send, body))),
      RUNS,
    );
  });

  it('for a codice fiscale checked, valid, with omocodia or mistyped', async () => {
    const send = post('/api/check-tax-code');
    const letters = 'LMNPQRSTUV';
    const omocodia = (code: string, positions: number[]) => [...code].map((c, i) => (positions.includes(i) && /\d/.test(c) ? letters[Number(c)] : c)).join('');
    const code = fc.oneof(
      fc.constantFrom('RSSMRA85T10A562S', 'RSSMRA85T10A56NH', 'rssmra85t10a562s', ' RSSMRA85T10A562S ', 'RSSMRA85T10A562T', 'RSSMRA85Z10A562S', 'RSSMRA85T10X999A', 'ciao', 'RSSMRA85T10A562S1234567890123456789'),
      fc.constantFrom('RSSMRA85T10A562S', 'BNCLRA90A41H501Y').chain((base) => fc.subarray([14, 13, 12, 10, 9, 7, 6]).map((positions) => omocodia(base, positions))),
      fc.stringMatching(/^[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]$/),
      fc.string({ minLength: 1, maxLength: 40 }),
    );
    // The page sends the box's text trimmed, once it has something.
    const typed = code.map((text) => text.trim()).filter((text) => text !== '');
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        const today = new Date();
        expect(outcomeOf(() => checkTaxCodeRequest(pagePlaces, { code: text }, today))).toEqual(await served(send, { code: text }));
      }),
      RUNS,
    );
  });

  it('for the places suggested while a name is typed', async () => {
    const query = fc.record({
      q: fc.oneof(fc.constantFrom('mila', 'San G', 'bri', 'Bozen', 'H50', 'Z1', "Sant'A", 'germ', 'congo'), fc.stringMatching(/^[A-Za-z' ]{2,12}$/)).filter((q) => q.replace(/[^A-Za-z0-9]/g, '').length >= 2),
      date: fc.option(day.filter((date) => date >= '1800-01-01'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(query, async ({ q, date }) => {
        const response = await get(`/api/municipalities?${new URLSearchParams(date ? { q, date } : { q }).toString()}`);
        expect(response.statusCode).toBe(200);
        expect(pagePlaces.search(q, date)).toEqual(response.json());
      }),
      RUNS,
    );
  });

  it('for a QR Code: the same answer or refusal, the same pixels, the same SVG', async () => {
    const hex = fc.oneof(
      fc.constantFrom('#000000', '#FFFFFF', '#1E40AF', '#fef3c7', '#FFFF00', '#777777', '000', 'fff', '#111827'),
      fc.stringMatching(/^#[0-9A-F]{6}$/),
    );
    const request = fc.record({
      text: fc.oneof(
        fc.constantFrom('https://www.example.com', 'WIFI:T:WPA;S:Casa;P:segreta\\;1;;', 'Perché no? Città, caffè — 東京 🚀', 'x'.repeat(1274), 'è'.repeat(637), '1A'.repeat(1200)),
        fc.string({ minLength: 1, maxLength: 300 }),
      ).map((text) => text.trim()).filter((text) => text !== ''),
      size: fc.oneof(fc.integer({ min: 10, max: 100 }).map((tens) => tens * 10), fc.integer({ min: 100, max: 1000 })),
      color: hex,
      backgroundColor: hex,
      errorCorrectionLevel: fc.constantFrom('L' as const, 'M' as const, 'Q' as const, 'H' as const),
    });
    const send = post('/api/generate-qr');
    await fc.assert(
      fc.asyncProperty(request, async (body: QrRequest) => {
        const page = outcomeOf(() => generateQr(body, pageDeflate));
        const api = await served(send, body);
        if (!('answer' in page) || !('answer' in api)) return expect(page).toEqual(api);
        const [mine, theirs] = [page.answer, api.answer as QrResponse];
        expect({ ...mine, qrCode: '' }).toEqual({ ...theirs, qrCode: '' });
        const [a, b] = [PNG.sync.read(pngOfDataUrl(mine.qrCode)), PNG.sync.read(pngOfDataUrl(theirs.qrCode))];
        expect([a.width, a.height]).toEqual([b.width, b.height]);
        expect(Buffer.compare(a.data, b.data)).toBe(0);
        const svg = await get(`${theirs.downloadUrl}&format=svg`);
        expect(qrSvg(checkQrRequest(body))).toBe(svg.body);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
