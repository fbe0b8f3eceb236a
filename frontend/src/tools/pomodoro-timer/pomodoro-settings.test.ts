import { DEFAULT_POMODORO_SETTINGS, readSettings, readSound, saveSettings, saveSound, SETTINGS_KEY, settingFromInput } from './pomodoro-settings';

beforeEach(() => window.localStorage.clear());

describe('Pomodoro settings', () => {
  it('are the spec defaults until the visitor saves others', () => {
    expect(readSettings()).toEqual({ workMinutes: 25, breakMinutes: 5, longBreakMinutes: 15, sessionsBeforeLongBreak: 4 });
    saveSettings({ ...DEFAULT_POMODORO_SETTINGS, workMinutes: 50, sessionsBeforeLongBreak: 2 });
    expect(readSettings()).toMatchObject({ workMinutes: 50, sessionsBeforeLongBreak: 2 });
  });

  it('keep a default for each value that is broken, out of bounds or missing', () => {
    window.localStorage.setItem(SETTINGS_KEY, JSON.stringify({ workMinutes: 0, breakMinutes: '7', longBreakMinutes: 20.5, sessionsBeforeLongBreak: 3 }));
    expect(readSettings()).toEqual({ workMinutes: 25, breakMinutes: 5, longBreakMinutes: 15, sessionsBeforeLongBreak: 3 });
    window.localStorage.setItem(SETTINGS_KEY, '{rotto');
    expect(readSettings()).toEqual(DEFAULT_POMODORO_SETTINGS);
  });

  it('clamp a typed value to its bounds and wait while the field holds no number', () => {
    expect(settingFromInput('workMinutes', '45')).toBe(45);
    expect(settingFromInput('workMinutes', '999')).toBe(120);
    expect(settingFromInput('sessionsBeforeLongBreak', '0')).toBe(1);
    expect(settingFromInput('breakMinutes', '')).toBeNull();
    expect(settingFromInput('breakMinutes', '4,5')).toBeNull();
  });

  it('remember whether the chime is on', () => {
    expect(readSound()).toBe(true);
    saveSound(false);
    expect(readSound()).toBe(false);
  });
});
