/**
 * A tool's refusal, said the same way by the service and by the page that works the answer out itself: the
 * service route answers it as `{error, code}` with its status, the page shows its message. The sentences for a
 * field out of its bounds are the ones the services' schema check says («Il campo «Peso (kg)» deve essere tra 30
 * e 300»), built here once so that the page and the API cannot drift apart. Pure and free of schema code.
 */

export class ToolRefusal extends Error {
  constructor(
    /** The stable code of the API's answer: `TOOLS_INVALID_VAT`, `INVALID_INPUT`. */
    readonly code: string,
    /** One Italian sentence for a person. */
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'ToolRefusal';
  }
}

/** What a tool answers to a request: its answer, or its refusal. */
export type ToolOutcome<R> = { answer: R } | { refusal: { status: number; code: string; message: string } };

/** Runs a tool's logic and says its answer or its refusal; any other error is a defect and is thrown on. */
export function outcomeOf<R>(work: () => R): ToolOutcome<R> {
  try {
    return { answer: work() };
  } catch (error) {
    if (error instanceof ToolRefusal) return { refusal: { status: error.status, code: error.code, message: error.message } };
    throw error;
  }
}

/**
 * A limit as Italians write a number: «1.000.000», «0,01». Grouped from five digits only (Intl's own rule), because a
 * limit is as often a year («2025») as an amount.
 */
const LIMIT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 20 });
export const limitText = (value: unknown): string => (typeof value === 'number' ? LIMIT.format(value) : String(value));

/** The bounds of a number field as its schema states them. */
export interface NumberBounds {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Both bounds of a number field, when it has both: «deve essere tra 30 e 300», «deve essere maggiore di 0 e al massimo 1.000». */
export function rangeText(node: NumberBounds | undefined): string | undefined {
  const lower = node?.minimum ?? node?.exclusiveMinimum;
  const upper = node?.maximum ?? node?.exclusiveMaximum;
  if (lower === undefined || upper === undefined) return undefined;
  if (node?.minimum !== undefined && node.maximum !== undefined) return `deve essere tra ${limitText(lower)} e ${limitText(upper)}`;
  const from = node?.minimum !== undefined ? `almeno ${limitText(lower)}` : `maggiore di ${limitText(lower)}`;
  const to = node?.maximum !== undefined ? `al massimo ${limitText(upper)}` : `minore di ${limitText(upper)}`;
  return `deve essere ${from} e ${to}`;
}

/** A number field of a contract: its label and its bounds, shared by the contract's schema and the page's check. */
export interface NumberField extends NumberBounds {
  title: string;
}

/** The schema check's refusal of a field: «Il campo «…» …», with the kit's code. */
export function refuseField(title: string, says: string): ToolRefusal {
  return new ToolRefusal('INVALID_INPUT', `Il campo «${title}» ${says}`);
}

/**
 * Checks `value` (an integer when `integer`) against `field` as the services' schema check does, in its order (type, then the bounds), and
 * refuses with its sentence. A value JSON cannot carry (NaN, ±Infinity) reaches the service as null: not a number.
 */
export function checkNumber(value: number, field: NumberField, integer = false): void {
  if (!Number.isFinite(value)) throw refuseField(field.title, integer ? 'deve essere un numero intero' : 'deve essere un numero');
  if (integer && !Number.isInteger(value)) throw refuseField(field.title, 'deve essere un numero intero');
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = field;
  const range = rangeText(field);
  if (maximum !== undefined && value > maximum) throw refuseField(field.title, range ?? `deve essere al massimo ${limitText(maximum)}`);
  if (minimum !== undefined && value < minimum) throw refuseField(field.title, range ?? `deve essere almeno ${limitText(minimum)}`);
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) throw refuseField(field.title, range ?? `deve essere minore di ${limitText(exclusiveMaximum)}`);
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) throw refuseField(field.title, range ?? `deve essere maggiore di ${limitText(exclusiveMinimum)}`);
}

/** The choices of a choice field, named as the page labels them: «deve essere «Mensile», «Trimestrale» o «Semestrale»». */
export function choicesText(allowed: readonly unknown[], labels?: Record<string, string>): string {
  if (!labels) return `deve essere uno tra: ${allowed.join(', ')}`;
  const names = allowed.map((value) => `«${labels[String(value)] ?? String(value)}»`);
  return names.length === 1 ? `deve essere ${names[0]}` : `deve essere ${names.slice(0, -1).join(', ')} o ${names.at(-1)}`;
}

/** Checks that `value` is one of `allowed`, refusing as the schema check does. */
export function checkChoice(value: unknown, title: string, allowed: readonly string[], labels?: Record<string, string>): void {
  if (typeof value !== 'string') throw refuseField(title, 'deve essere un testo');
  if (!allowed.includes(value)) throw refuseField(title, choicesText(allowed, labels));
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks a date field as the contracts' `isoDay` schema does: a text shaped YYYY-MM-DD, present unless `optional`. */
export function checkIsoDay(value: unknown, title: string, optional = false): void {
  if (value === undefined) {
    if (optional) return;
    throw refuseField(title, 'è obbligatorio');
  }
  if (typeof value !== 'string') throw refuseField(title, 'deve essere un testo');
  if (!ISO_DAY.test(value)) throw refuseField(title, 'non ha un formato valido');
}

/** Checks a yes-or-no field as the schema check does. */
export function checkBoolean(value: unknown, title: string): void {
  if (typeof value !== 'boolean') throw refuseField(title, 'deve essere vero o falso');
}

/** Checks a text field's type and length as the schema check does. */
export function checkText(value: unknown, field: { title: string; minLength?: number; maxLength?: number }): void {
  if (typeof value !== 'string') throw refuseField(field.title, 'deve essere un testo');
  // JSON Schema counts characters by code point, as AJV does.
  const length = [...value].length;
  if (field.maxLength !== undefined && length > field.maxLength) throw refuseField(field.title, `può avere al massimo ${field.maxLength} caratteri`);
  if (field.minLength !== undefined && length < field.minLength) throw refuseField(field.title, field.minLength === 1 ? 'non può essere vuoto' : `deve avere almeno ${field.minLength} caratteri`);
}
