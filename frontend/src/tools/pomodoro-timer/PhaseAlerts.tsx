import type { NotificationState } from './phase-alerts';

const NOTIFICATION_TEXT: Record<NotificationState, string> = {
  default: 'Le notifiche di sistema non sono ancora attive.',
  granted: 'Le notifiche di sistema sono attive.',
  denied: 'Le notifiche sono bloccate nelle impostazioni del browser.',
  unsupported: 'Questo browser non mostra notifiche di sistema.',
};

interface PhaseAlertsProps {
  sound: boolean;
  onSoundChange: (on: boolean) => void;
  notifications: NotificationState;
  onAskNotifications: () => void;
}

/** How the visitor hears that a phase has ended: a chime, and a system notification where allowed. */
export function PhaseAlerts({ sound, onSoundChange, notifications, onAskNotifications }: PhaseAlertsProps) {
  return (
    <div className="pomodoro__alerts">
      <h3 className="pomodoro__tips-title">Avvisi a fine fase</h3>
      <label className="pomodoro__check">
        <input type="checkbox" checked={sound} onChange={(event) => onSoundChange(event.target.checked)} />
        Suono a ogni cambio di fase
      </label>
      <p className="muted">{NOTIFICATION_TEXT[notifications]}</p>
      {notifications === 'default' ? (
        <button type="button" className="btn btn--secondary" onClick={onAskNotifications}>
          Attiva le notifiche
        </button>
      ) : null}
    </div>
  );
}
