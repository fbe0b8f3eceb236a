import type { ToolDefinition } from '../types';

export const pomodoroTimer: ToolDefinition = {
  id: 'pomodoro-timer',
  name: 'Timer Pomodoro',
  description: 'Lavora a blocchi di 25 minuti con pause brevi e lunghe, per restare concentrato senza stancarti.',
  category: 'Produttività',
  icon: 'timer',
  inFooter: true,
  keywords: ['timer', 'cronometro', 'conto alla rovescia', 'sveglia', 'concentrazione', 'studio', 'pausa', 'produttività', 'tempo'],
  worksOffline: true,
  loadPage: () => import('./PomodoroTimerPage'),
};
