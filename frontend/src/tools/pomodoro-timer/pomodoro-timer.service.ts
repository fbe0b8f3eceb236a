/**
 * The Pomodoro timer as pure functions of a state and the current time. While running, the state keeps the
 * instant the phase ends rather than a count of ticks, so a throttled background tab never drifts.
 */

import { DEFAULT_POMODORO_SETTINGS, type PomodoroSettings } from './pomodoro-settings';

export type Phase = 'work' | 'break' | 'longBreak';

export const PHASE_LABELS: Record<Phase, string> = {
  work: 'Lavoro',
  break: 'Pausa breve',
  longBreak: 'Pausa lunga',
};

export interface PomodoroState {
  phase: Phase;
  /** Work phases finished since the last reset. */
  completed: number;
  /** When the running phase ends (ms since the epoch); null while paused. */
  endsAt: number | null;
  /** Time left while paused, in ms. */
  remainingMs: number;
}

const MINUTE_MS = 60_000;

export function phaseDurationMs(phase: Phase, settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): number {
  const minutes = {
    work: settings.workMinutes,
    break: settings.breakMinutes,
    longBreak: settings.longBreakMinutes,
  }[phase];
  return minutes * MINUTE_MS;
}

export function initialPomodoro(settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): PomodoroState {
  return { phase: 'work', completed: 0, endsAt: null, remainingMs: phaseDurationMs('work', settings) };
}

export function isRunning(state: PomodoroState): boolean {
  return state.endsAt !== null;
}

export function start(state: PomodoroState, now: number): PomodoroState {
  return isRunning(state) ? state : { ...state, endsAt: now + state.remainingMs };
}

export function pause(state: PomodoroState, now: number): PomodoroState {
  if (state.endsAt === null) return state;
  return { ...state, endsAt: null, remainingMs: Math.max(0, state.endsAt - now) };
}

/** After work the count rises and a long break follows every n-th session (4 by default); after any break, work. */
export function following(phase: Phase, completed: number, settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): { phase: Phase; completed: number } {
  if (phase !== 'work') return { phase: 'work', completed };
  const done = completed + 1;
  return { phase: done % settings.sessionsBeforeLongBreak === 0 ? 'longBreak' : 'break', completed: done };
}

/** Ends the current phase now; a running timer keeps running into the next one. */
export function skip(state: PomodoroState, now: number, settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): PomodoroState {
  const next = following(state.phase, state.completed, settings);
  const duration = phaseDurationMs(next.phase, settings);
  return isRunning(state)
    ? { ...next, endsAt: now + duration, remainingMs: duration }
    : { ...next, endsAt: null, remainingMs: duration };
}

export function reset(settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): PomodoroState {
  return initialPomodoro(settings);
}

/**
 * New settings: a phase not yet begun takes its new length at once; one under way keeps its end,
 * and the new lengths apply from the next phase.
 */
export function applySettings(state: PomodoroState, previous: PomodoroSettings, settings: PomodoroSettings): PomodoroState {
  const untouched = state.endsAt === null && state.remainingMs === phaseDurationMs(state.phase, previous);
  return untouched ? { ...state, remainingMs: phaseDurationMs(state.phase, settings) } : state;
}

/** Moves through every phase that ended by `now`; each next phase starts exactly when the previous ended. */
export function advance(state: PomodoroState, now: number, settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): PomodoroState {
  let current = state;
  while (current.endsAt !== null && now >= current.endsAt) {
    const next = following(current.phase, current.completed, settings);
    const duration = phaseDurationMs(next.phase, settings);
    current = { ...next, endsAt: current.endsAt + duration, remainingMs: duration };
  }
  return current;
}

export function remainingSeconds(state: PomodoroState, now: number): number {
  const ms = state.endsAt === null ? state.remainingMs : state.endsAt - now;
  return Math.max(0, Math.ceil(ms / 1000));
}

/** 1500 → "25:00". */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Sessions of the current cycle already done, for the row of dots (a full row during the long break). */
export function sessionsInCycle(state: PomodoroState, settings: PomodoroSettings = DEFAULT_POMODORO_SETTINGS): number {
  const perCycle = settings.sessionsBeforeLongBreak;
  return state.phase === 'longBreak' ? perCycle : state.completed % perCycle;
}

/** Where the tab keeps the timer while the visitor is on another page (it runs by the clock meanwhile). */
export const TIMER_KEY = 'orbita.pomodoro.timer';

const PHASE_NAMES: readonly Phase[] = ['work', 'break', 'longBreak'];
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The timer this tab left, if what is stored is one; anything else (old, broken, forged) is ignored. */
export function readSavedPomodoro(storage: Pick<Storage, 'getItem'> = window.sessionStorage): PomodoroState | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(TIMER_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { phase, completed, endsAt, remainingMs } = saved as Record<string, unknown>;
  if (!PHASE_NAMES.includes(phase as Phase)) return null;
  if (!Number.isInteger(completed) || (completed as number) < 0 || (completed as number) > 10_000) return null;
  if (!Number.isFinite(remainingMs) || (remainingMs as number) < 0 || (remainingMs as number) > DAY_MS) return null;
  if (endsAt !== null && !Number.isFinite(endsAt)) return null;
  return { phase: phase as Phase, completed: completed as number, endsAt: endsAt as number | null, remainingMs: remainingMs as number };
}

export function savePomodoro(state: PomodoroState, storage: Pick<Storage, 'setItem'> = window.sessionStorage): void {
  try {
    storage.setItem(TIMER_KEY, JSON.stringify(state));
  } catch {
    // A full or refused storage only means the timer starts afresh on the next visit.
  }
}
