import { useCallback, useState } from 'react';
import { Icon } from '../../components/ui/Icon';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlState } from '../../lib/url-state/use-url-state';
import type { ToolPageProps } from '../types';
import { askForNotifications, notificationState, notifyPhase, playChime } from './phase-alerts';
import { PhaseAlerts } from './PhaseAlerts';
import {
  cycleSummary,
  DEFAULT_POMODORO_SETTINGS,
  POMODORO_URL,
  readSettings,
  readSound,
  saveSettings,
  saveSound,
  type PomodoroSettings,
} from './pomodoro-settings';
import { PomodoroSettingsForm } from './PomodoroSettingsForm';
import { formatClock, PHASE_LABELS, phaseDurationMs, sessionsInCycle, type Phase } from './pomodoro-timer.service';
import { usePomodoro } from './use-pomodoro';
import { useTimerShortcuts } from './use-shortcuts';
import './pomodoro-timer.css';

const RING_RADIUS = 120;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

const TIPS = [
  'Scegli un solo compito per ogni sessione di lavoro.',
  'Durante la pausa alzati, bevi un bicchiere d’acqua e allontana lo sguardo dallo schermo.',
  'Se arriva una distrazione, annotala e riprendila dopo: il pomodoro non si interrompe.',
  'Dopo quattro sessioni goditi la pausa lunga: te la sei meritata.',
];

export default function PomodoroTimerPage({ tool }: ToolPageProps) {
  const { value: settings, set: setSettings } = useUrlState(POMODORO_URL, DEFAULT_POMODORO_SETTINGS, { initial: readSettings });
  const [sound, setSound] = useState(readSound);
  const [notifications, setNotifications] = useState(notificationState);
  const onPhaseEnd = useCallback(
    (next: Phase) => {
      if (sound) playChime();
      notifyPhase(next);
    },
    [sound],
  );
  const { state, running, seconds, toggle, skip, reset } = usePomodoro(settings, onPhaseEnd);
  useTimerShortcuts({ toggle, skip, reset });
  const clock = formatClock(seconds);
  const phaseLabel = PHASE_LABELS[state.phase];
  const total = phaseDurationMs(state.phase, settings) / 1000;
  const elapsedShare = total > 0 ? Math.min(1, Math.max(0, 1 - seconds / total)) : 0;
  const started = running || seconds < total;
  useDocumentTitle(started ? `${clock} · ${phaseLabel}` : tool.name);
  const dots = sessionsInCycle(state, settings);
  const changeSettings = (next: PomodoroSettings) => {
    setSettings(next);
    saveSettings(next);
  };

  return (
    <div className="tool-layout">
      <section className={`card pomodoro pomodoro--${state.phase}`} aria-label="Timer">
        <p className="pomodoro__phase" aria-live="polite">
          {phaseLabel}
        </p>
        <div className="pomodoro__dial">
          <svg viewBox="0 0 260 260" aria-hidden="true" focusable="false">
            <circle className="pomodoro__track" cx="130" cy="130" r={RING_RADIUS} />
            <circle
              className="pomodoro__progress"
              cx="130"
              cy="130"
              r={RING_RADIUS}
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={RING_LENGTH * (1 - elapsedShare)}
            />
          </svg>
          <p className="pomodoro__clock" role="timer" aria-label={`Tempo rimanente ${clock}`}>
            {clock}
          </p>
        </div>
        <div className="pomodoro__controls">
          <button type="button" className="btn btn--primary" onClick={toggle} aria-keyshortcuts="Space">
            <Icon name={running ? 'pause' : 'play'} size={18} />
            {running ? 'Pausa' : 'Avvia'}
          </button>
          <button type="button" className="btn btn--secondary" onClick={skip} aria-keyshortcuts="S">
            <Icon name="skip" size={18} />
            Salta
          </button>
          <button type="button" className="btn btn--secondary" onClick={reset} aria-keyshortcuts="R">
            <Icon name="refresh" size={18} />
            Reimposta
          </button>
        </div>
        <p className="muted pomodoro__shortcuts">
          Scorciatoie: <kbd>Spazio</kbd> avvia o mette in pausa, <kbd>S</kbd> salta, <kbd>R</kbd> reimposta.
        </p>
        <div className="pomodoro__sessions">
          <span className="pomodoro__dots" aria-hidden="true">
            {Array.from({ length: settings.sessionsBeforeLongBreak }, (_, index) => (
              <span key={index} className={index < dots ? 'pomodoro__dot pomodoro__dot--done' : 'pomodoro__dot'} />
            ))}
          </span>
          <span>Sessioni completate: {state.completed}</span>
        </div>
      </section>

      <section className="card" aria-labelledby="pomodoro-how">
        <h2 id="pomodoro-how" className="card__title">
          Come funziona
        </h2>
        <p className="muted">{cycleSummary(settings)}</p>
        <PomodoroSettingsForm settings={settings} onChange={changeSettings} />
        <PhaseAlerts
          sound={sound}
          onSoundChange={(on) => {
            setSound(on);
            saveSound(on);
          }}
          notifications={notifications}
          onAskNotifications={() => void askForNotifications().then(setNotifications)}
        />
        <h3 className="pomodoro__tips-title">Consigli</h3>
        <ul className="tips">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
