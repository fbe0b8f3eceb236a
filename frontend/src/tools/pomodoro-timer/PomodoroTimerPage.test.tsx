import { act, screen } from '@testing-library/react';
import { renderTool } from '../../test/render';
import { pomodoroTimer } from '.';
import PomodoroTimerPage from './PomodoroTimerPage';

/** The browser's notification and audio APIs, faked at their boundary: what the page asked of them. */
function fakeAlerts(permission: NotificationPermission) {
  const shown: Array<{ title: string; body?: string }> = [];
  const tones: number[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    }
  }
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = { frequency: { value: 0 }, connect: (node: unknown) => node, start: () => tones.push(oscillator.frequency.value), stop: () => undefined };
      return oscillator;
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
    }
    close = async () => undefined;
  }
  Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudioContext });
  return { shown, tones, FakeNotification };
}

describe('Pomodoro timer page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-15T09:00:00Z') });
    window.localStorage.clear();
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<typeof window>).Notification;
    delete (window as Partial<typeof window>).AudioContext;
  });

  it('takes its lengths from a link over the saved ones, and ignores a length out of bounds', () => {
    window.localStorage.setItem('orbita.pomodoro.settings', JSON.stringify({ workMinutes: 30, breakMinutes: 7 }));
    renderTool(pomodoroTimer, PomodoroTimerPage, { route: '/tools/pomodoro-timer?lavoro=50&pausa=999' });
    expect(screen.getByRole('timer')).toHaveTextContent('50:00');
    expect(screen.getByText(/50 minuti di lavoro, poi 7 di pausa breve/)).toBeInTheDocument();
    window.localStorage.clear();
  });

  it('says «1 minuto» and «ogni sessione» for lengths of one, not «1 minuti»', () => {
    renderTool(pomodoroTimer, PomodoroTimerPage, { route: '/tools/pomodoro-timer?lavoro=1&pausa=1&pausa-lunga=1&sessioni=1' });
    expect(screen.getByText('1 minuto di lavoro, poi 1 di pausa breve; ogni sessione una pausa lunga di 1 minuto.')).toBeInTheDocument();
    expect(screen.queryByText(/\b1 minuti\b|\b1 sessioni\b/)).not.toBeInTheDocument();
    expect(screen.getAllByText('minuto', { selector: '.pomodoro__setting .muted' })).toHaveLength(3);
    expect(screen.getByText('sessione', { selector: '.pomodoro__setting .muted' })).toBeInTheDocument();
  });

  it('starts at 25:00 of work', () => {
    renderTool(pomodoroTimer, PomodoroTimerPage);
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByText('Lavoro', { selector: '.pomodoro__phase' })).toBeInTheDocument();
    expect(screen.getByText('Sessioni completate: 0')).toBeInTheDocument();
  });

  it('counts down once started and shows the time left in the tab title', async () => {
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Avvia' }));
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('23:59');
    expect(document.title).toBe('23:59 · Lavoro · Orbita');
    await user.click(screen.getByRole('button', { name: 'Pausa' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('23:59');
  });

  it('switches to a short break at zero and counts the session', async () => {
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Avvia' }));
    act(() => jest.advanceTimersByTime(25 * 60_000 + 500));
    expect(screen.getByText('Pausa breve', { selector: '.pomodoro__phase' })).toBeInTheDocument();
    expect(screen.getByText('Sessioni completate: 1')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
  });

  it('skips to the next phase and resets to work with no sessions', async () => {
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Salta' }));
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
    await user.click(screen.getByRole('button', { name: 'Reimposta' }));
    expect(screen.getByRole('timer')).toHaveTextContent('25:00');
    expect(screen.getByText('Sessioni completate: 0')).toBeInTheDocument();
  });

  it('takes the visitor\'s durations, shows them at once and keeps them after a reload', async () => {
    const { user, unmount } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    const work = screen.getByLabelText('Lavoro');
    await user.clear(work);
    await user.type(work, '50');
    expect(screen.getByRole('timer')).toHaveTextContent('50:00');
    await user.clear(screen.getByLabelText('Sessioni prima della pausa lunga'));
    await user.type(screen.getByLabelText('Sessioni prima della pausa lunga'), '2');
    unmount();
    renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    expect(screen.getByRole('timer')).toHaveTextContent('50:00');
    expect(screen.getByText(/ogni 2 sessioni una pausa lunga di 15 minuti/)).toBeInTheDocument();
  });

  it('answers Space, S and R on the page, but not while the visitor types in a field', async () => {
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    expect(screen.getByText('Spazio')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Pausa' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Avvia' })).toBeInTheDocument();
    await user.keyboard('s');
    expect(screen.getByText('Pausa breve', { selector: '.pomodoro__phase' })).toBeInTheDocument();
    await user.keyboard('r');
    expect(screen.getByText('Lavoro', { selector: '.pomodoro__phase' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Pausa breve'));
    await user.keyboard('s');
    expect(screen.getByText('Lavoro', { selector: '.pomodoro__phase' })).toBeInTheDocument();
  });

  it('after «Avvia» is clicked, S skips and R resets; Space on the button presses it once', async () => {
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Avvia' }));
    expect(screen.getByRole('button', { name: 'Pausa' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Avvia' })).toBeInTheDocument();
    await user.keyboard('s');
    expect(screen.getByText('Pausa breve', { selector: '.pomodoro__phase' })).toBeInTheDocument();
    await user.keyboard('r');
    expect(screen.getByText('Lavoro', { selector: '.pomodoro__phase' })).toBeInTheDocument();
  });

  it('keeps running while the visitor is on another page, and shows the time left on coming back', async () => {
    const { user, unmount } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Avvia' }));
    unmount();
    act(() => jest.advanceTimersByTime(60_000));
    renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('timer')).toHaveTextContent('24:00');
    expect(screen.getByRole('button', { name: 'Pausa' })).toBeInTheDocument();
  });

  it('chimes and notifies when a phase ends by the clock, not when the visitor skips', async () => {
    const { shown, tones } = fakeAlerts('granted');
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    expect(screen.getByText('Le notifiche di sistema sono attive.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salta' }));
    expect(shown).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Avvia' }));
    act(() => jest.advanceTimersByTime(5 * 60_000 + 500));
    expect(shown).toEqual([{ title: 'Orbita · Pomodoro', body: 'Fine della pausa: si torna al lavoro' }]);
    expect(tones).toEqual([880, 1175]);
    await user.click(screen.getByLabelText('Suono a ogni cambio di fase'));
    act(() => jest.advanceTimersByTime(25 * 60_000));
    expect(shown.at(-1)?.body).toBe('Sessione completata: inizia la pausa breve');
    expect(tones).toHaveLength(2);
  });

  it('asks for notifications only when the visitor chooses to', async () => {
    const { FakeNotification } = fakeAlerts('default');
    const { user } = renderTool(pomodoroTimer, PomodoroTimerPage, { fakeTimers: true });
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Attiva le notifiche' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Le notifiche di sistema sono attive.')).toBeInTheDocument();
  });
});
