import { useCallback, useEffect, useRef, useState } from 'react';
import type { PomodoroSettings } from './pomodoro-settings';
import * as timer from './pomodoro-timer.service';

const TICK_MS = 250;

/**
 * Holds the timer state and re-reads the clock several times a second while it runs. When a phase
 * ends by the clock (not by a button), `onPhaseEnd` hears which phase begins.
 */
export function usePomodoro(settings: PomodoroSettings, onPhaseEnd: (next: timer.Phase) => void) {
  // A timer started before the visitor went to another page is still running by the clock: take it back.
  const [state, setState] = useState(() => timer.readSavedPomodoro() ?? timer.initialPomodoro(settings));
  const [now, setNow] = useState(() => Date.now());
  const current = useRef({ state, settings, onPhaseEnd });
  const running = timer.isRunning(state);

  const commit = useCallback((next: timer.PomodoroState, time: number) => {
    current.current.state = next;
    timer.savePomodoro(next);
    setState(next);
    setNow(time);
  }, []);

  useEffect(() => {
    const previous = current.current.settings;
    current.current.settings = settings;
    if (previous !== settings) commit(timer.applySettings(current.current.state, previous, settings), Date.now());
  }, [settings, commit]);

  useEffect(() => {
    current.current.onPhaseEnd = onPhaseEnd;
  }, [onPhaseEnd]);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const time = Date.now();
      const before = current.current.state;
      const next = timer.advance(before, time, current.current.settings);
      commit(next, time);
      if (next.phase !== before.phase || next.completed !== before.completed) current.current.onPhaseEnd(next.phase);
    };
    const interval = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running, commit]);

  const act = useCallback(
    (change: (state: timer.PomodoroState, time: number, settings: PomodoroSettings) => timer.PomodoroState) => {
      const time = Date.now();
      commit(change(current.current.state, time, current.current.settings), time);
    },
    [commit],
  );

  return {
    state,
    running,
    seconds: timer.remainingSeconds(state, now),
    toggle: () => act((s, time) => (timer.isRunning(s) ? timer.pause(s, time) : timer.start(s, time))),
    skip: () => act(timer.skip),
    reset: () => act((_s, _time, settings) => timer.reset(settings)),
  };
}
