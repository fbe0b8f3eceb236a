import {
  convertTimeZone,
  formatOffset,
  hoursAcross,
  ITALY_ZONE,
  parseWallTime,
  resolveWallTime,
  skippedMessage,
  ZONE_CITIES,
  zonedTime,
  zoneName,
  zoneOf,
  type Occurrence,
  type ZonedTime,
} from '@orbita/proto-types/time-zones';
import { choiceParam, integerParam, isoDateParam, textParam, type UrlParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export interface ZoneForm {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  time: string;
  /** A city of the list or an IANA id, as typed. */
  from: string;
  /** The zones to show, IANA ids. */
  cities: readonly string[];
  occurrence: Occurrence;
  workStart: number;
  workEnd: number;
}

export const DEFAULT_CITIES = ['Europe/London', 'America/New_York', 'Asia/Tokyo'] as const;
export const MAX_CITIES = 12;

/** The current minute in Italy, as the form's date and time. */
export function italianNow(now = new Date()): { date: string; time: string } {
  const dateTime = zonedTime(ITALY_ZONE, Math.floor(now.getTime() / 60_000) * 60_000).dateTime;
  return { date: dateTime.slice(0, 10), time: dateTime.slice(11) };
}

export function defaultZoneForm(now = new Date()): ZoneForm {
  return { ...italianNow(now), from: 'Roma', cities: DEFAULT_CITIES, occurrence: 'earlier', workStart: 9, workEnd: 18 };
}

/** Zones in the address as their ids, comma-separated (città=Europe/London,Asia/Tokyo); unknown ones are dropped. */
const citiesParam: UrlParam<readonly string[]> = {
  parse: (raw) => {
    const zones = raw.split(',').map((part) => zoneOf(part)).filter((zone): zone is string => zone !== null);
    return zones.length > 0 && zones.length <= MAX_CITIES ? [...new Set(zones)] : undefined;
  },
  format: (zones) => zones.join(','),
};

const timeParam: UrlParam<string> = { parse: (raw) => (/^([01]\d|2[0-3]):[0-5]\d$/.test(raw) ? raw : undefined), format: (value) => value };

/** `/tools/time-zone-converter?data=2026-07-01&ora=15:00&da=Roma&citta=America/New_York`. */
export const ZONE_URL: UrlSchema<ZoneForm> = {
  date: ['data', isoDateParam],
  time: ['ora', timeParam],
  from: ['da', textParam(64)],
  cities: ['citta', citiesParam],
  occurrence: ['volta', choiceParam(new Map<Occurrence, string>([['earlier', 'prima'], ['later', 'seconda']]))],
  workStart: ['inizio', integerParam({ min: 0, max: 23 })],
  workEnd: ['fine', integerParam({ min: 1, max: 24 })],
};

export const UNKNOWN_ZONE = 'Fuso orario non trovato: scrivi una città (Londra, New York, Tokyo…) o un fuso IANA come America/New_York.';
export const INVALID_TIME = 'Inserisci una data e un orario validi (anni dal 1900 al 2100).';

export interface RepeatedChoice {
  /** «02:30». */
  clock: string;
  earlier: { offset: string; summerTime: boolean };
  later: { offset: string; summerTime: boolean };
}

export interface ZoneAnswer {
  from: ZonedTime;
  /** Every other chosen zone at the same instant (Italy first when the time is read elsewhere). */
  times: ZonedTime[];
  /** Present when the time happens twice in the zone it is read in: the page asks which. */
  repeated?: RepeatedChoice;
  overlap: WorkingOverlap;
}

export type ZoneOutcome = ZoneAnswer | { error: string };

/** The zones shown, in order: Italy first when the time is read elsewhere, then the chosen ones, without the starting zone. */
export function shownZones(fromZone: string, cities: readonly string[]): string[] {
  const zones = fromZone === ITALY_ZONE ? [...cities] : [ITALY_ZONE, ...cities];
  return [...new Set(zones)].filter((zone) => zone !== fromZone);
}

/** The answer of the form, worked out in the page with the service's own logic (`@orbita/proto-types/time-zones`). */
export function computeZoneForm(form: ZoneForm): ZoneOutcome {
  const fromZone = zoneOf(form.from);
  if (fromZone === null) return { error: UNKNOWN_ZONE };
  const dateTime = `${form.date}T${form.time}`;
  const wall = parseWallTime(dateTime);
  if (wall === null) return { error: INVALID_TIME };
  const resolved = resolveWallTime(fromZone, wall);
  if (resolved.kind === 'skipped') return { error: skippedMessage(fromZone, wall, resolved) };
  const conversion = convertTimeZone({ dateTime, from: fromZone, to: fromZone, occurrence: form.occurrence });
  if ('error' in conversion) return { error: conversion.error };
  const epoch = Date.parse(conversion.utc.replace('Z', ':00Z'));
  const zones = shownZones(fromZone, form.cities);
  const answer: ZoneAnswer = {
    from: conversion.from,
    times: zones.map((zone) => zonedTime(zone, epoch)),
    overlap: workingOverlap(fromZone, form.date, zones, form.workStart, form.workEnd),
  };
  if (resolved.kind === 'repeated') {
    answer.repeated = {
      clock: form.time,
      earlier: { offset: formatOffset(wall - resolved.earlier), summerTime: resolved.earlierSummer },
      later: { offset: formatOffset(wall - resolved.later), summerTime: resolved.laterSummer },
    };
  }
  return answer;
}

export interface OverlapRow {
  zone: string;
  name: string;
  /** The local hour (0–23) at each hour of the starting zone's day. */
  hours: number[];
  working: boolean[];
}

export interface WorkingOverlap {
  rows: OverlapRow[];
  /** The hours of the starting zone's day (by index) at which everyone is working. */
  common: boolean[];
  /** The same, said in words: the text equivalent of the picture. */
  summary: string;
}

const hh = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/** The first instant of a day in `zone` (its first minute, or the first after clocks jump over midnight). */
function firstInstant(zone: string, wall: number): number {
  const resolved = resolveWallTime(zone, wall);
  if (resolved.kind === 'unique') return resolved.epoch;
  if (resolved.kind === 'repeated') return resolved.earlier;
  const after = resolveWallTime(zone, resolved.to);
  return after.kind === 'unique' ? after.epoch : resolved.to;
}

/**
 * Who is at work at each hour of the starting zone's day (from its first minute, 24 hours), with working hours
 * [start, end) in each city's own time; the hours in common, also in words.
 */
export function workingOverlap(fromZone: string, date: string, zones: readonly string[], start: number, end: number): WorkingOverlap {
  const midnight = parseWallTime(`${date}T00:00`)!;
  const first = firstInstant(fromZone, midnight);
  const rows = [fromZone, ...zones].map((zone) => {
    const hours = hoursAcross(zone, first);
    return { zone, name: zoneName(zone), hours, working: hours.map((hour) => hour >= start && hour < end) };
  });
  const common = rows[0]!.hours.map((_, i) => rows.every((row) => row.working[i]));
  return { rows, common, summary: overlapSummary(rows, common, start, end) };
}

function overlapSummary(rows: OverlapRow[], common: boolean[], start: number, end: number): string {
  const hours = `${hh(start)}–${hh(end)}`;
  const spans: Array<[number, number]> = [];
  common.forEach((inCommon, i) => {
    if (!inCommon) return;
    const last = spans.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else spans.push([i, i + 1]);
  });
  if (rows.length < 2) return `Orario di lavoro ${hours}: scegli almeno una città da confrontare.`;
  if (spans.length === 0) return `Nessuna ora di lavoro in comune (${hours} in ogni città) in questo giorno.`;
  const [from, ...others] = rows;
  const said = spans.map(([a, b]) => {
    const there = others.map((row) => `${hh(row.hours[a]!)}–${hh(row.hours[b - 1]! + 1)} a ${row.name}`).join(', ');
    return `dalle ${hh(from!.hours[a]!)} alle ${hh(from!.hours[b - 1]! + 1)} ora di ${from!.name} (${there})`;
  });
  const total = spans.reduce((sum, [a, b]) => sum + b - a, 0);
  return `Ore di lavoro in comune (${hours} in ogni città): ${total} ${total === 1 ? 'ora' : 'ore'}, ${said.join('; ')}.`;
}

/** Every city name and zone id, for the fields' suggestions. */
export const CITY_NAMES = ZONE_CITIES.map((city) => city.name);

/** «Europe/London» → the zone to add, or null when the text names none. */
export function zoneToAdd(text: string, cities: readonly string[]): string | null {
  const zone = zoneOf(text);
  return zone !== null && !cities.includes(zone) && cities.length < MAX_CITIES ? zone : null;
}

/** «+1 giorno», «−1 giorno» or nothing: the day there compared with the day of the starting zone. */
export function dayShift(from: string, there: string): string {
  const days = Math.round((Date.parse(there.slice(0, 10)) - Date.parse(from.slice(0, 10))) / 86_400_000);
  if (days === 0) return '';
  return days > 0 ? `+${days} ${days === 1 ? 'giorno' : 'giorni'}` : `−${-days} ${days === -1 ? 'giorno' : 'giorni'}`;
}
