/**
 * Every tool's logic that runs in the page, fed any string in any field a visitor can type into: each call must end
 * within 50 ms in a result or an Italian message, never throw and never loop (a loop is cut after a second by `vm`,
 * which stops synchronous code that a Jest timeout cannot). A new tool's service gets its probe here: the last test
 * fails while a `tools/<tool>/<tool>.service.ts` has none.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { readDecimal } from '../lib/parse-decimal';
import { PERCENTAGE_MODES, UNIT_QUANTITIES, UNIT_QUANTITY_NAMES, type UnitSymbol } from '@orbita/proto-types/enums';
import { calculateBmi } from './bmi-calculator/bmi-calculator.service';
import { INITIAL_CALORIE_FORM, toCalorieRequest } from './calorie-calculator/calorie-calculator.service';
import { paletteOf } from './color-palette-generator/color-palette-generator.service';
import { toCurrencyRequest } from './currency-converter/currency-converter.service';
import { computeAge } from './age-calculator/age-calculator.service';
import { computeDateForm, defaultDateForm } from './date-calculator/date-calculator.service';
import { checkImage } from './food-analyzer/food-analyzer.service';
import { graduationOfForm } from './graduation-grade/graduation-grade.service';
import { readResize } from './image-tools/image-formats';
import { toIbanRequest } from './iban-checker/iban-checker.service';
import { convertLiraForm } from './lira-euro/lira-euro.service';
import { calculateTfrForm } from './tfr-calculator/tfr.service';
import { revalueIstatForm } from './istat-revaluation/istat-revaluation.service';
import { calculateAllowanceForm } from './single-allowance/single-allowance.service';
import { convertForm, swapForm } from './number-converter/number-converter.service';
import { pagesAfterDeleting, parsePageRanges } from './pdf-tools/page-ranges';
import { DEFAULT_GENERATOR_FORM, generate } from './password-generator/password-generator.service';
import { cryptoSource } from './password-generator/random';
import { toPercentageRequest } from './percentage-calculator/percentage-calculator.service';
import { settingFromInput } from './pomodoro-timer/pomodoro-settings';
import { qrInPage } from './qr-code-generator/api/generate-qr';
import { DEFAULT_QR_FORM, toQrRequest } from './qr-code-generator/qr-code-generator.service';
import { buildPayload, EMPTY_FIELDS } from './qr-code-generator/qr-payloads';
import { checkInPage, loadPlaces, placeBeingTyped, taxCodeInPage } from './tax-code-calculator/api/places';
import { DEFAULT_TAX_CODE_FORM, placeQuery, placeSearch, toCalculateRequest, toCheckRequest, toTaxCodeRequest } from './tax-code-calculator/tax-code-calculator.service';
import { computeZoneForm, defaultZoneForm } from './time-zone-converter/time-zone-converter.service';
import { toUnitRequest } from './unit-converter/unit-converter.service';
import { toVatRequest } from './vat-calculator/vat-calculator.service';
import { countForm } from './word-counter/word-counter.service';
import { DEFAULT_WORKING_DAYS_FORM, toWorkingDaysRequest } from './working-days-calculator/working-days-calculator.service';

const BUDGET_MS = 50;
const HARD_STOP_MS = 1000;
const RUNS = Number(process.env.PROPERTY_RUNS ?? 150);

/** What visitors type: anything at all, and the numbers, separators and symbols that trip a parser up. */
const typed: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,  \u202F\u00A0€%-+−eE'), maxLength: 30 }),
  fc.constantFrom('1,75', '1.75', '2', '10', '40', '1.234,56', '1.200', '€ 12', '', ' ', 'NaN', 'Infinity', '1e308', '9'.repeat(400), '-0', '0x1F', '2025-02-30', 'Napo'),
);

/** Field names of the API that must never reach a person. */
const API_NAMES = new Set(['a', 'b', 'text', 'color', 'number', 'baseColor', 'birthPlace', 'birthDate', 'value', 'amount', 'rate', 'from', 'to', 'mode', 'size', 'count', 'iban', 'code', 'quantity']);
const NOT_ITALIAN = /\b(the|must|invalid|error|should|required|field|undefined|NaN|null)\b|\[object|Error:/i;

type Verdict = { ok: true } | { ok: false; why: string };

/** A word in «» that is an API field's name, unless the visitor typed it (a message may quote what was typed). */
function apiNameIn(message: string, inputs: readonly unknown[]): string | undefined {
  const quoted = [...message.matchAll(/«([^»]*)»/g)].map((match) => match[1]!);
  return quoted.find((word) => API_NAMES.has(word) && !inputs.some((input) => typeof input === 'string' && input.includes(word)));
}

function checkMessage(message: unknown, allowSilent: boolean, inputs: readonly unknown[]): Verdict {
  if (typeof message !== 'string') return { ok: false, why: `a message that is not text: ${String(message)}` };
  if (message === '' && allowSilent) return { ok: true };
  if (message.trim() === '' || message.length > 400) return { ok: false, why: `an empty or endless message: ${JSON.stringify(message)}` };
  if (apiNameIn(message, inputs) !== undefined) return { ok: false, why: `a message naming an API field: ${message}` };
  if (NOT_ITALIAN.test(message)) return { ok: false, why: `a message that is not Italian: ${message}` };
  return { ok: true };
}

/** A result, or an Italian message under `error` / `invalid`; plain values (null, a number, a text) are results. */
function verdictOf(outcome: unknown, allowSilent: boolean, inputs: readonly unknown[]): Verdict {
  if (outcome === undefined) return { ok: false, why: 'no answer at all' };
  if (outcome === null || typeof outcome !== 'object') return { ok: true };
  const record = outcome as Record<string, unknown>;
  if ('error' in record) return checkMessage(record.error, allowSilent, inputs);
  if ('invalid' in record) return checkMessage(record.invalid, allowSilent, inputs);
  return Object.keys(record).length > 0 ? { ok: true } : { ok: false, why: 'an empty object' };
}

/** One context for every call: a new one per call would cost more than the calls themselves. */
const sandbox = vm.createContext({ call: (): unknown => undefined });

/** `call` run under a hard stop, with the time it took itself; a throw or a loop fails with the inputs. */
function timedCall(label: string, inputs: readonly unknown[], call: () => unknown): { outcome: unknown; elapsed: number } {
  sandbox.call = () => {
    const started = performance.now();
    const outcome = call();
    return { outcome, elapsed: performance.now() - started };
  };
  try {
    return vm.runInContext('call()', sandbox, { timeout: HARD_STOP_MS }) as { outcome: unknown; elapsed: number };
  } catch (error) {
    throw new Error(`${label} ${JSON.stringify(inputs)} threw or looped: ${String(error)}`);
  }
}

/**
 * A result or an Italian message within the budget. A call over it is timed once more before it fails, so that a
 * pause of this shared machine (a collection, another process) is not taken for slow code: slow code is slow twice.
 */
function expectQuickAnswer(label: string, inputs: readonly unknown[], call: () => unknown, allowSilent = false): void {
  let { outcome, elapsed } = timedCall(label, inputs, call);
  if (elapsed > BUDGET_MS) ({ outcome, elapsed } = timedCall(label, inputs, call));
  if (elapsed > BUDGET_MS) throw new Error(`${label} ${JSON.stringify(inputs)} took ${elapsed.toFixed(1)} ms`);
  // A blank field may say nothing: there is nothing to correct yet.
  const blank = inputs.every((input) => typeof input !== 'string' || input.trim() === '');
  const verdict = verdictOf(outcome, allowSilent || blank, inputs);
  if (!verdict.ok) throw new Error(`${label} ${JSON.stringify(inputs)} gave ${verdict.why}`);
}

interface Probe {
  /** The folder of the tool under `tools/`. */
  tool: string;
  /** One property per entry point: its name and the check over any strings. */
  checks: ReadonlyArray<readonly [name: string, property: fc.IProperty<never> | fc.IPropertyWithHooks<never>]>;
}

function strings(count: number, run: (...texts: string[]) => void): fc.IProperty<never> {
  return fc.property(fc.array(typed, { minLength: count, maxLength: count }), (texts) => run(...texts)) as unknown as fc.IProperty<never>;
}

const ALL_UNITS = UNIT_QUANTITY_NAMES.map((quantity) => [quantity, Object.keys(UNIT_QUANTITIES[quantity].units) as UnitSymbol[]] as const);

/** A page's own answer: its refusal as the message it shows; a request not made (a hint) as that hint. */
function shownOf<R>(prepared: { request: R } | { invalid: string }, answer: (request: R) => { answer: unknown } | { refusal: { message: string } } | null): unknown {
  if ('invalid' in prepared) return prepared;
  const outcome = answer(prepared.request);
  return outcome && 'refusal' in outcome ? { error: outcome.refusal.message } : outcome;
}

const PROBES: Probe[] = [
  {
    tool: 'pdf-tools',
    checks: [
      ['parsePageRanges', strings(1, (text) => expectQuickAnswer('parsePageRanges', [text], () => parsePageRanges(text!, 500)))],
      ['pagesAfterDeleting', strings(1, (text) => expectQuickAnswer('pagesAfterDeleting', [text], () => pagesAfterDeleting(text!, 500)))],
    ],
  },
  {
    tool: 'image-tools',
    checks: [
      ['readResize', strings(1, (text) => expectQuickAnswer('readResize percent', [text], () => readResize('percent', text!)))],
      ['readResize width', strings(1, (text) => expectQuickAnswer('readResize width', [text], () => readResize('width', text!)))],
    ],
  },
  {
    tool: 'bmi-calculator',
    checks: [['calculateBmi', strings(2, (h, w) => expectQuickAnswer('calculateBmi', [h, w], () => calculateBmi(h!, w!)))]],
  },
  {
    tool: 'calorie-calculator',
    checks: [
      ['toCalorieRequest', strings(3, (age, weight, height) =>
        expectQuickAnswer('toCalorieRequest', [age, weight, height], () => toCalorieRequest({ ...INITIAL_CALORIE_FORM, age: age!, weight: weight!, height: height! })))],
    ],
  },
  {
    tool: 'color-palette-generator',
    checks: [['paletteOf', strings(1, (color) => expectQuickAnswer('paletteOf', [color], () => paletteOf(color!, 'complementary', 10)))]],
  },
  {
    tool: 'currency-converter',
    checks: [['toCurrencyRequest', strings(1, (amount) => expectQuickAnswer('toCurrencyRequest', [amount], () => toCurrencyRequest(amount!, 'USD', 'EUR')))]],
  },
  {
    tool: 'age-calculator',
    checks: [['computeAge', strings(2, (birthDate, on) => expectQuickAnswer('computeAge', [birthDate, on], () => computeAge({ birthDate: birthDate!, on: on! })))]],
  },
  {
    tool: 'date-calculator',
    checks: [
      ['computeDateForm', fc.property(typed, typed, typed, fc.constantFrom('difference', 'add') as fc.Arbitrary<'add'>, fc.constantFrom('days', 'months', 'years') as fc.Arbitrary<'days'>, (from, to, amount, mode, unit) =>
        expectQuickAnswer('computeDateForm', [from, to, amount], () => computeDateForm({ ...defaultDateForm(), mode, from, to, date: from, amount, unit }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'food-analyzer',
    checks: [
      ['checkImage', fc.property(typed, fc.integer({ min: 0, max: 2 ** 40 }), (type, size) =>
        expectQuickAnswer('checkImage', [type, size], () => checkImage({ type, size }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'graduation-grade',
    checks: [
      ['graduationOfForm', strings(3, (exams, honoursValue, bonus) =>
        expectQuickAnswer('graduationOfForm', [exams, honoursValue, bonus], () => graduationOfForm({ exams: exams!, honoursValue: honoursValue!, bonus: bonus! })))],
    ],
  },
  {
    tool: 'lira-euro',
    checks: [
      ['convertLiraForm', fc.property(typed, fc.constantFrom('lire', 'euro') as fc.Arbitrary<'lire'>, fc.oneof(typed, fc.constantFrom('', '1861', '1995')), fc.oneof(typed, fc.constantFrom('', '2008', '2023')), (amount, from, year, toYear) =>
        expectQuickAnswer('convertLiraForm', [amount, from, year, toYear], () => convertLiraForm({ amount, from, year, toYear }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'tfr-calculator',
    checks: [
      ['calculateTfrForm', fc.property(fc.integer({ min: 1983, max: 2100 }), fc.integer({ min: 1983, max: 2100 }), typed, fc.integer({ min: 1, max: 12 }), typed, (from, to, salary, endMonth, averageRate) =>
        expectQuickAnswer('calculateTfrForm', [from, to, salary, endMonth, averageRate], () => calculateTfrForm({ from, to, salary, endMonth, averageRate }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'istat-revaluation',
    checks: [
      ['revalueIstatForm', fc.property(typed, typed, typed, fc.constantFrom('somma', 'affitto', 'cedolare', 'lavoro') as fc.Arbitrary<'somma'>, (amount, from, to, use) =>
        expectQuickAnswer('revalueIstatForm', [amount, from, to, use], () => revalueIstatForm({ amount, from, to, use }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'single-allowance',
    checks: [
      ['calculateAllowanceForm', fc.property(fc.integer({ min: 2024, max: 2027 }), fc.integer({ min: 0, max: 13 }), typed, typed, fc.constantFrom('si', 'no') as fc.Arbitrary<'si'>, (year, month, isee, children, working) =>
        expectQuickAnswer('calculateAllowanceForm', [year, month, isee, children], () => calculateAllowanceForm({ year, month, isee, children, youngMother: 'no', working }))) as unknown as fc.IProperty<never>],
      ['calculateAllowanceForm (children)', fc.property(fc.array(fc.tuple(fc.date({ min: new Date('1990-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }), fc.constantFrom('', ':media', ':grave', ':nonauto', ':lieve')), { maxLength: 25 }), typed, (rows, isee) => {
        const children = rows.map(([date, degree]) => `${date.toISOString().slice(0, 10)}${degree}`).join(',');
        return expectQuickAnswer('calculateAllowanceForm', [children, isee], () => calculateAllowanceForm({ year: 2026, month: 6, isee, children, youngMother: 'si', working: 'si' }));
      }) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'iban-checker',
    checks: [['toIbanRequest', strings(1, (iban) => expectQuickAnswer('toIbanRequest', [iban], () => toIbanRequest(iban!)))]],
  },
  {
    tool: 'number-converter',
    checks: [
      ['convertForm and swapForm', fc.property(typed, fc.integer({ min: 2, max: 36 }), fc.integer({ min: 2, max: 36 }), (number, fromBase, toBase) => {
        const form = { number, fromBase, toBase } as Parameters<typeof convertForm>[0];
        expectQuickAnswer('convertForm', [number, fromBase, toBase], () => convertForm(form));
        expectQuickAnswer('swapForm', [number, fromBase, toBase], () => swapForm(form));
      }) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'password-generator',
    checks: [
      // The numbers come from whole-number fields; any typed text, read as a number, stands for what a field could hold.
      ['generate', fc.property(typed, typed, fc.boolean(), fc.boolean(), fc.boolean(), (length, words, passphrase, digits, avoidLookAlikes) => {
        const form = {
          mode: passphrase ? ('passphrase' as const) : ('password' as const),
          password: { length: Number(length), sets: { lower: false, upper: false, digits, symbols: false }, avoidLookAlikes },
          passphrase: { ...DEFAULT_GENERATOR_FORM.passphrase, words: Number(words) },
        };
        expectQuickAnswer('generate', [length, words], () => {
          const generated = generate(form, cryptoSource());
          return generated.ok ? generated : { error: generated.message };
        });
      }) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'percentage-calculator',
    checks: [
      ['toPercentageRequest', fc.property(fc.constantFrom(...PERCENTAGE_MODES), typed, typed, (mode, a, b) =>
        expectQuickAnswer('toPercentageRequest', [mode, a, b], () => toPercentageRequest({ mode, a, b }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'pomodoro-timer',
    checks: [
      ['settingFromInput', fc.property(fc.constantFrom('workMinutes', 'breakMinutes', 'longBreakMinutes', 'sessionsBeforeLongBreak') as fc.Arbitrary<'workMinutes'>, typed, (key, text) =>
        expectQuickAnswer('settingFromInput', [key, text], () => settingFromInput(key, text))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'qr-code-generator',
    checks: [
      ['toQrRequest', strings(1, (text) => expectQuickAnswer('toQrRequest', [text], () => toQrRequest({ ...DEFAULT_QR_FORM, text: text! })))],
      ['qrInPage', strings(3, (text, color, backgroundColor) =>
        expectQuickAnswer('qrInPage', [text, color, backgroundColor], () => shownOf(toQrRequest({ ...DEFAULT_QR_FORM, text: text!, color: color!, backgroundColor: backgroundColor! }), qrInPage)))],
      ['buildPayload', strings(6, (...texts) => {
        for (const kind of Object.keys(EMPTY_FIELDS) as Array<keyof typeof EMPTY_FIELDS>) {
          const keys = Object.keys(EMPTY_FIELDS[kind]).filter((key) => typeof (EMPTY_FIELDS[kind] as Record<string, unknown>)[key] === 'string');
          const fields = { ...EMPTY_FIELDS[kind], ...Object.fromEntries(keys.map((key, index) => [key, texts[index]!])) };
          expectQuickAnswer(`buildPayload(${kind})`, texts, () => buildPayload(kind, fields as never));
        }
      })],
    ],
  },
  {
    tool: 'tax-code-calculator',
    checks: [
      ['toCalculateRequest', strings(4, (surname, name, birthDate, birthPlace) =>
        expectQuickAnswer('toCalculateRequest', [surname, name, birthDate, birthPlace], () =>
          toCalculateRequest({ ...DEFAULT_TAX_CODE_FORM, surname: surname!, name: name!, birthDate: birthDate!, birthPlace: birthPlace! })))],
      ['toCheckRequest', strings(1, (code) => expectQuickAnswer('toCheckRequest', [code], () => toCheckRequest(code!)))],
      ['taxCodeInPage', strings(4, (surname, name, birthDate, birthPlace) =>
        expectQuickAnswer('taxCodeInPage', [surname, name, birthDate, birthPlace], () =>
          shownOf(toTaxCodeRequest({ ...DEFAULT_TAX_CODE_FORM, surname: surname!, name: name!, birthDate: birthDate!, birthPlace: birthPlace! }, 'ready', placeBeingTyped), taxCodeInPage)))],
      ['checkInPage', strings(1, (code) => expectQuickAnswer('checkInPage', [code], () => shownOf(toCheckRequest(code!), checkInPage), true))],
      // No suggestions to ask for is said with an empty reason: nothing is shown, so the empty text is allowed here.
      ['placeSearch', strings(2, (text, date) => expectQuickAnswer('placeSearch', [text, date], () => placeSearch(placeQuery(text!), date!), true))],
    ],
  },
  {
    tool: 'unit-converter',
    checks: [
      ['toUnitRequest', fc.property(fc.constantFrom(...ALL_UNITS), typed, ([quantity, units], value) => {
        for (const from of units) expectQuickAnswer('toUnitRequest', [quantity, value, from], () => toUnitRequest({ quantity, value, from, to: units[0]! }));
      }) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'vat-calculator',
    checks: [
      ['toVatRequest', fc.property(typed, typed, fc.constantFrom('add', 'remove') as fc.Arbitrary<'add'>, (amount, rate, mode) =>
        expectQuickAnswer('toVatRequest', [amount, rate, mode], () => toVatRequest({ amount, rate, mode }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'time-zone-converter',
    checks: [
      ['computeZoneForm', fc.property(typed, typed, typed, typed, fc.integer({ min: 0, max: 24 }), (from, date, time, city, workEnd) =>
        expectQuickAnswer('computeZoneForm', [from, date, time, city], () => computeZoneForm({ ...defaultZoneForm(), from, date, time, cities: [city], workEnd }))) as unknown as fc.IProperty<never>],
      ['computeZoneForm (change days)', fc.property(fc.constantFrom('2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01'), fc.integer({ min: 0, max: 23 }), fc.constantFrom('Roma', 'New York', 'Sydney'), (date, hour, from) =>
        expectQuickAnswer('computeZoneForm', [from, date], () => computeZoneForm({ ...defaultZoneForm(), from, date, time: `${String(hour).padStart(2, '0')}:30` }))) as unknown as fc.IProperty<never>],
    ],
  },
  {
    tool: 'word-counter',
    checks: [['countForm', strings(1, (text) => expectQuickAnswer('countForm', [text], () => countForm(text!)))]],
  },
  {
    tool: 'working-days-calculator',
    checks: [
      ['toWorkingDaysRequest', fc.property(typed, typed, typed, fc.constantFrom('count', 'add') as fc.Arbitrary<'count'>, (from, to, add, mode) =>
        expectQuickAnswer('toWorkingDaysRequest', [from, to, add, mode], () => toWorkingDaysRequest({ ...DEFAULT_WORKING_DAYS_FORM, mode, from, to, add }))) as unknown as fc.IProperty<never>],
    ],
  },
];

/** The typed fields of a form: those whose default is a number, a day or empty (a choice's word is left alone). */
function typedFields(form: Record<string, unknown>): string[] {
  return Object.keys(form).filter((key) => {
    const value = form[key];
    return typeof value === 'string' && (value.trim() === '' || 'value' in readDecimal(value) || /^\d{4}-\d{2}-\d{2}$/.test(value));
  });
}

/**
 * A tool without a probe of its own (a new one): each exported `to…Request` is fed any strings, in place of the
 * typed fields of the exported `DEFAULT_…_FORM` when there is one, or as its one text argument. A tool whose
 * service has no `to…Request` gets no probe, and the last test names it.
 */
function genericProbe(tool: string): Probe[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module found on disk, by name
  const module = require(`./${tool}/${tool}.service`) as Record<string, unknown>;
  const form = Object.entries(module).find(([name, value]) => /^DEFAULT_\w*FORM$/.test(name) && typeof value === 'object' && value !== null)?.[1] as
    | Record<string, unknown>
    | undefined;
  const entries = Object.entries(module).filter((entry): entry is [string, (arg: unknown) => unknown] => /^to\w*Request$/.test(entry[0]) && typeof entry[1] === 'function');
  const fields = form ? typedFields(form) : [];
  const checks = entries.map(([name, fn]) => {
    const property = strings(Math.max(1, fields.length), (...texts) => {
      const argument = form ? { ...form, ...Object.fromEntries(fields.map((field, index) => [field, texts[index]])) } : texts[0];
      expectQuickAnswer(`${tool}.${name}`, texts, () => fn(argument));
    });
    return [name, property] as const;
  });
  return checks.length > 0 ? [{ tool, checks }] : [];
}

/** Every folder under tools/ with a `<folder>.service.ts`. */
function toolsWithService(): string[] {
  return readdirSync(__dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(__dirname, entry.name, `${entry.name}.service.ts`)))
    .map((entry) => entry.name);
}

const PROBED = new Set(PROBES.map((probe) => probe.tool));
PROBES.push(...toolsWithService().filter((tool) => !PROBED.has(tool)).flatMap(genericProbe));

describe('client-side logic of every tool, fed any string', () => {
  // The codice fiscale page's table of places, loaded as the page loads it when the tool opens.
  beforeAll(() => loadPlaces());

  for (const probe of PROBES) {
    describe(probe.tool, () => {
      for (const [name, property] of probe.checks) {
        it(`${name}: a result or an Italian message within ${BUDGET_MS} ms, never a throw or a loop`, () => {
          fc.assert(property, { numRuns: RUNS });
        });
      }
    });
  }

  it('has a probe for every tool with a service', () => {
    const probed = new Set(PROBES.map((probe) => probe.tool));
    expect(toolsWithService().filter((tool) => !probed.has(tool))).toEqual([]);
  });
});
