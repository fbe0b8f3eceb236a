import fc from 'fast-check';
import { DEFAULT_POMODORO_SETTINGS } from './pomodoro-settings';
import {
  advance,
  applySettings,
  formatClock,
  initialPomodoro,
  pause,
  readSavedPomodoro,
  remainingSeconds,
  reset,
  savePomodoro,
  sessionsInCycle,
  skip,
  start,
  TIMER_KEY,
  type PomodoroState,
} from './pomodoro-timer.service';

const T0 = 1_700_000_000_000;
const MIN = 60_000;

describe('pomodoro timer', () => {
  it('starts at 1500 seconds of work with nothing completed', () => {
    const state = initialPomodoro();
    expect(remainingSeconds(state, T0)).toBe(1500);
    expect(state).toMatchObject({ phase: 'work', completed: 0, endsAt: null });
    expect(formatClock(remainingSeconds(state, T0))).toBe('25:00');
  });

  it('counts down from the end time, so a late tick still shows the right time', () => {
    const running = start(initialPomodoro(), T0);
    expect(remainingSeconds(running, T0 + 1_000)).toBe(1499);
    expect(remainingSeconds(running, T0 + 10 * MIN)).toBe(900);
  });

  it('keeps the remaining time across a pause', () => {
    const paused = pause(start(initialPomodoro(), T0), T0 + 60_000);
    expect(remainingSeconds(paused, T0 + 10 * MIN)).toBe(1440);
    const resumed = start(paused, T0 + 10 * MIN);
    expect(remainingSeconds(resumed, T0 + 11 * MIN)).toBe(1380);
  });

  it('moves to a short break when work ends and counts the session', () => {
    const state = advance(start(initialPomodoro(), T0), T0 + 25 * MIN);
    expect(state).toMatchObject({ phase: 'break', completed: 1 });
    expect(remainingSeconds(state, T0 + 25 * MIN)).toBe(300);
  });

  it('catches up on every phase that ended while the tab slept', () => {
    const state = advance(start(initialPomodoro(), T0), T0 + 25 * MIN + 5 * MIN + 3 * MIN);
    expect(state).toMatchObject({ phase: 'work', completed: 1 });
    expect(remainingSeconds(state, T0 + 33 * MIN)).toBe(22 * 60);
  });

  it('gives a long break after the fourth session, then work again', () => {
    let state: PomodoroState = initialPomodoro();
    for (let i = 0; i < 7; i += 1) state = skip(state, T0);
    expect(state).toMatchObject({ phase: 'longBreak', completed: 4 });
    expect(remainingSeconds(state, T0)).toBe(15 * 60);
    expect(sessionsInCycle(state)).toBe(4);
    state = skip(state, T0);
    expect(state).toMatchObject({ phase: 'work', completed: 4 });
    expect(sessionsInCycle(state)).toBe(0);
  });

  it('skips while running into a running next phase, and while paused into a paused one', () => {
    const running = skip(start(initialPomodoro(), T0), T0 + MIN);
    expect(running).toMatchObject({ phase: 'break', endsAt: T0 + MIN + 5 * MIN });
    const paused = skip(initialPomodoro(), T0);
    expect(paused).toMatchObject({ phase: 'break', endsAt: null, remainingMs: 5 * MIN });
  });

  it('reset stops the timer and returns to work with no sessions', () => {
    expect(reset()).toEqual(initialPomodoro());
  });
});

describe('pomodoro timer with the visitor\'s settings', () => {
  const custom = { workMinutes: 50, breakMinutes: 10, longBreakMinutes: 30, sessionsBeforeLongBreak: 2 };

  it('runs the chosen lengths, with the long break after the chosen number of sessions', () => {
    let state = start(initialPomodoro(custom), T0);
    expect(remainingSeconds(state, T0)).toBe(3000);
    state = advance(state, T0 + 50 * MIN, custom);
    expect(state).toMatchObject({ phase: 'break', completed: 1 });
    state = advance(state, T0 + 60 * MIN + 50 * MIN, custom);
    expect(state).toMatchObject({ phase: 'longBreak', completed: 2 });
    expect(remainingSeconds(state, T0 + 110 * MIN)).toBe(30 * 60);
    expect(sessionsInCycle(state, custom)).toBe(2);
  });

  it('gives a phase not yet begun its new length at once, and leaves one under way as it is', () => {
    const fresh = initialPomodoro();
    expect(applySettings(fresh, DEFAULT_POMODORO_SETTINGS, custom).remainingMs).toBe(50 * MIN);
    const running = start(fresh, T0);
    expect(applySettings(running, DEFAULT_POMODORO_SETTINGS, custom)).toBe(running);
    const paused = pause(running, T0 + MIN);
    expect(applySettings(paused, DEFAULT_POMODORO_SETTINGS, custom)).toBe(paused);
  });

  it('resets to work with the chosen length', () => {
    expect(remainingSeconds(reset(custom), T0)).toBe(3000);
  });
});

describe('the timer kept for the tab', () => {
  const store = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
  };

  it('gives back what was saved', () => {
    const storage = store();
    const state = { phase: 'break' as const, completed: 3, endsAt: 1_736_931_600_000, remainingMs: 0 };
    savePomodoro(state, storage);
    expect(readSavedPomodoro(storage)).toEqual(state);
  });

  it('ignores anything stored that is not a timer, whatever it is', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify(value))), (text) => {
        const storage = store();
        storage.setItem(TIMER_KEY, text);
        const read = readSavedPomodoro(storage);
        if (read !== null) {
          expect(['work', 'break', 'longBreak']).toContain(read.phase);
          expect(Number.isFinite(read.remainingMs)).toBe(true);
        }
      }),
    );
  });
});
