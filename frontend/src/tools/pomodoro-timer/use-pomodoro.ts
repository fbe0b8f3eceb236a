import { useCallback, useEffect, useState } from 'react';
import * as timer from './pomodoro-timer.service';

const TICK_MS = 250;

/** Holds the timer state and re-reads the clock several times a second while it runs. */
export function usePomodoro() {
  const [state, setState] = useState(timer.initialPomodoro);
  const [now, setNow] = useState(() => Date.now());
  const running = timer.isRunning(state);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      setState((current) => timer.advance(current, time));
    };
    const interval = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);

  const act = useCallback((change: (state: timer.PomodoroState, time: number) => timer.PomodoroState) => {
    const time = Date.now();
    setNow(time);
    setState((current) => change(current, time));
  }, []);

  return {
    state,
    running,
    seconds: timer.remainingSeconds(state, now),
    toggle: () => act((current, time) => (timer.isRunning(current) ? timer.pause(current, time) : timer.start(current, time))),
    skip: () => act(timer.skip),
    reset: () => act(timer.reset),
  };
}
