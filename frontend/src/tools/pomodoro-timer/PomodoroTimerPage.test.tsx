import { act, screen } from '@testing-library/react';
import { renderTool } from '../../test/render';
import { pomodoroTimer } from '.';
import PomodoroTimerPage from './PomodoroTimerPage';

describe('Pomodoro timer page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-15T09:00:00Z') });
  });

  afterEach(() => {
    jest.useRealTimers();
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
});
