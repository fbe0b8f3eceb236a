import { isoDay, parseIsoDay, type DayNumber } from './italian-holidays.js';

/**
 * Rules that change with time, as data (the shape of OpenFisca's and PolicyEngine's parameter trees): a parameter
 * has one value per date from which it applies, each with the law, decree or circular that sets it. Code asks for
 * the value at a date and never branches on the year; `validateParameter` is what the registry test runs.
 */

/** Where a value comes from. `confirmed: false` says it was not checked against the act itself or an official page. */
export interface Reference {
  title: string;
  url: string;
  confirmed: boolean;
}

export interface DatedValue<T> {
  /** YYYY-MM-DD: the first day the value applies; it applies until the next value's `from`. */
  from: string;
  value: T;
  reference: Reference;
}

export type Unit = 'percent' | 'fraction' | 'days' | 'code' | 'text';

export interface Parameter<T> {
  /** Stable name, English, for code and tests. */
  name: string;
  /** Italian, for the page and the answer. */
  label: string;
  unit: Unit;
  /** Oldest first. */
  values: ReadonlyArray<DatedValue<T>>;
  /** YYYY-MM-DD: the last day whose value is known (a rate not yet set for next year); absent when open. */
  knownUntil?: string;
  /** YYYY-MM-DD: when the values and their references were last checked. */
  checked: string;
}

/** A stretch of days, both ends included, over which a parameter keeps one value. */
export interface Segment<T> {
  first: DayNumber;
  last: DayNumber;
  entry: DatedValue<T>;
}

export class OutsideParameterError extends Error {}

const startDays = new WeakMap<object, DayNumber[]>();

/** Each value's first day as a day number, parsed once per parameter. */
function starts<T>(parameter: Parameter<T>): DayNumber[] {
  let days = startDays.get(parameter);
  if (!days) {
    days = parameter.values.map((entry) => parseIsoDay(entry.from)!);
    startDays.set(parameter, days);
  }
  return days;
}

function firstDay<T>(parameter: Parameter<T>): DayNumber {
  return starts(parameter)[0]!;
}

function lastDay<T>(parameter: Parameter<T>): DayNumber {
  return parameter.knownUntil ? parseIsoDay(parameter.knownUntil)! : Number.POSITIVE_INFINITY;
}

/** The value in force on `day`; throws `OutsideParameterError` before the first value or after `knownUntil`. */
export function entryAt<T>(parameter: Parameter<T>, day: DayNumber): DatedValue<T> {
  if (day < firstDay(parameter) || day > lastDay(parameter)) {
    throw new OutsideParameterError(`${parameter.name} has no value on ${isoDay(day)}`);
  }
  const days = starts(parameter);
  let index = 0;
  while (index + 1 < days.length && days[index + 1]! <= day) index += 1;
  return parameter.values[index]!;
}

export function valueAt<T>(parameter: Parameter<T>, day: DayNumber): T {
  return entryAt(parameter, day).value;
}

/** The days first…last (both included) cut where the parameter's value changes, oldest first. */
export function segments<T>(parameter: Parameter<T>, first: DayNumber, last: DayNumber): Segment<T>[] {
  entryAt(parameter, first);
  entryAt(parameter, last);
  const cuts: Segment<T>[] = [];
  let start = first;
  while (start <= last) {
    const entry = entryAt(parameter, start);
    const next = starts(parameter).find((candidate) => candidate > start);
    const end = next === undefined ? last : Math.min(last, next - 1);
    cuts.push({ first: start, last: end, entry });
    start = end + 1;
  }
  return cuts;
}

/** What is wrong with a parameter's data: every value needs a reference with a title and a link, dates in order. */
export function validateParameter<T>(parameter: Parameter<T>): string[] {
  const problems: string[] = [];
  if (!parameter.label.trim()) problems.push(`${parameter.name}: no Italian label`);
  if (parameter.values.length === 0) problems.push(`${parameter.name}: no values`);
  if (parseIsoDay(parameter.checked) === null) problems.push(`${parameter.name}: checked is not a date`);
  let previous = Number.NEGATIVE_INFINITY;
  for (const entry of parameter.values) {
    const day = parseIsoDay(entry.from);
    if (day === null) problems.push(`${parameter.name}: ${entry.from} is not a date`);
    else if (day <= previous) problems.push(`${parameter.name}: ${entry.from} is not after the value before it`);
    previous = day ?? previous;
    if (!entry.reference?.title?.trim()) problems.push(`${parameter.name} from ${entry.from}: no reference title`);
    if (!/^https:\/\/\S+$/.test(entry.reference?.url ?? '')) problems.push(`${parameter.name} from ${entry.from}: no https link`);
  }
  if (parameter.knownUntil !== undefined && (parseIsoDay(parameter.knownUntil) ?? -Infinity) < previous) {
    problems.push(`${parameter.name}: knownUntil before its last value`);
  }
  return problems;
}

/** One rule as the answer carries it: `{name, value, source}` plus whether the value was confirmed, and when checked. */
export interface AppliedRule {
  name: string;
  value: string;
  source: { title: string; url: string };
  confirmed: boolean;
  checked: string;
}

/** The rule a value stands on, its value said in Italian by `say`. */
export function appliedRule<T>(parameter: Parameter<T>, entry: DatedValue<T>, say: (value: T) => string, name = parameter.label): AppliedRule {
  return {
    name,
    value: say(entry.value),
    source: { title: entry.reference.title, url: entry.reference.url },
    confirmed: entry.reference.confirmed,
    checked: parameter.checked,
  };
}

/** A percentage the Italian way: 2,5%, 0,05%, 1,6667%. */
export function sayPercent(value: number): string {
  return `${String(Number(value.toFixed(4))).replace('.', ',')}%`;
}
