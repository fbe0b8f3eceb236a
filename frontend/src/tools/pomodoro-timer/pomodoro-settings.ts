import { plural } from '../../lib/format';
import { integerParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

/** The durations and the cycle a visitor chooses, kept in this browser. Defaults are the spec's. */

export interface PomodoroSettings {
  workMinutes: number;
  breakMinutes: number;
  longBreakMinutes: number;
  sessionsBeforeLongBreak: number;
}

export const DEFAULT_POMODORO_SETTINGS: PomodoroSettings = {
  workMinutes: 25,
  breakMinutes: 5,
  longBreakMinutes: 15,
  sessionsBeforeLongBreak: 4,
};

/** Bounds of each setting: a minute of work is a test, two hours without a break is no Pomodoro. */
export const SETTING_BOUNDS: Record<keyof PomodoroSettings, { min: number; max: number; label: string; unit: string; unitOne: string }> = {
  workMinutes: { min: 1, max: 120, label: 'Lavoro', unit: 'minuti', unitOne: 'minuto' },
  breakMinutes: { min: 1, max: 60, label: 'Pausa breve', unit: 'minuti', unitOne: 'minuto' },
  longBreakMinutes: { min: 1, max: 90, label: 'Pausa lunga', unit: 'minuti', unitOne: 'minuto' },
  sessionsBeforeLongBreak: { min: 1, max: 12, label: 'Sessioni prima della pausa lunga', unit: 'sessioni', unitOne: 'sessione' },
};

/** The word beside a setting's field, agreeing with its value: «1 minuto», «25 minuti». */
export function settingUnit(key: keyof PomodoroSettings, value: number): string {
  const { unit, unitOne } = SETTING_BOUNDS[key];
  return plural(value, unitOne, unit);
}

/** «25 minuti di lavoro, poi 5 di pausa breve; ogni 4 sessioni una pausa lunga di 15 minuti.», singular where a value is one. */
export function cycleSummary({ workMinutes, breakMinutes, longBreakMinutes, sessionsBeforeLongBreak }: PomodoroSettings): string {
  const every = sessionsBeforeLongBreak === 1 ? 'ogni sessione' : `ogni ${sessionsBeforeLongBreak} sessioni`;
  return (
    `${workMinutes} ${plural(workMinutes, 'minuto', 'minuti')} di lavoro, poi ${breakMinutes} di pausa breve; ` +
    `${every} una pausa lunga di ${longBreakMinutes} ${plural(longBreakMinutes, 'minuto', 'minuti')}.`
  );
}

export const SETTINGS_KEY = 'orbita.pomodoro.settings';

/** `/tools/pomodoro-timer?lavoro=50&pausa=10&pausa-lunga=20&sessioni=3`: a link's lengths win over the saved ones. */
export const POMODORO_URL: UrlSchema<PomodoroSettings> = {
  workMinutes: ['lavoro', integerParam(SETTING_BOUNDS.workMinutes)],
  breakMinutes: ['pausa', integerParam(SETTING_BOUNDS.breakMinutes)],
  longBreakMinutes: ['pausa-lunga', integerParam(SETTING_BOUNDS.longBreakMinutes)],
  sessionsBeforeLongBreak: ['sessioni', integerParam(SETTING_BOUNDS.sessionsBeforeLongBreak)],
};

function withinBounds(key: keyof PomodoroSettings, value: unknown): value is number {
  const { min, max } = SETTING_BOUNDS[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** What was saved, each setting checked on its own: a broken or old value falls back to its default. */
export function readSettings(storage: Pick<Storage, 'getItem'> = window.localStorage): PomodoroSettings {
  let saved: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') saved = parsed as Record<string, unknown>;
  } catch {
    // A value that is not JSON is ignored, as if nothing were saved.
  }
  const settings = { ...DEFAULT_POMODORO_SETTINGS };
  for (const key of Object.keys(SETTING_BOUNDS) as Array<keyof PomodoroSettings>) {
    if (withinBounds(key, saved[key])) settings[key] = saved[key];
  }
  return settings;
}

export function saveSettings(settings: PomodoroSettings, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Private windows may refuse storage: the settings then last as long as the page.
  }
}

/** A value typed into a field, clamped to its bounds; null while the field does not hold a number. */
export function settingFromInput(key: keyof PomodoroSettings, text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const { min, max } = SETTING_BOUNDS[key];
  return Math.min(max, Math.max(min, Number(text)));
}

export const SOUND_KEY = 'orbita.pomodoro.sound';

/** The chime is on unless the visitor turned it off. */
export function readSound(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function saveSound(on: boolean, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // As for the settings: kept for this page only.
  }
}
