import type { Phase } from './pomodoro-timer.service';

/** What the chime and the system notification say when a phase begins. */
export const PHASE_START_TEXT: Record<Phase, string> = {
  work: 'Fine della pausa: si torna al lavoro',
  break: 'Sessione completata: inizia la pausa breve',
  longBreak: 'Ciclo completato: inizia la pausa lunga',
};

const CHIME_NOTES_HZ = [880, 1175];
const NOTE_SECONDS = 0.18;

type AudioContextClass = typeof AudioContext;

/** Two short tones made on the spot (no sound file to download), quiet enough for an office. */
export function playChime(): void {
  const Context = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    | AudioContextClass
    | undefined;
  if (!Context) return;
  try {
    const context = new Context();
    CHIME_NOTES_HZ.forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const startAt = context.currentTime + index * NOTE_SECONDS;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, startAt);
      gain.gain.exponentialRampToValueAtTime(0.001, startAt + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(startAt);
      oscillator.stop(startAt + NOTE_SECONDS);
    });
    window.setTimeout(() => void context.close(), (CHIME_NOTES_HZ.length * NOTE_SECONDS + 0.2) * 1000);
  } catch {
    // A browser that refuses audio (no user gesture yet, say) just stays silent.
  }
}

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof window.Notification === 'function' ? window.Notification.permission : 'unsupported';
}

export async function askForNotifications(): Promise<NotificationState> {
  if (typeof window.Notification !== 'function') return 'unsupported';
  try {
    return await window.Notification.requestPermission();
  } catch {
    return window.Notification.permission;
  }
}

/** A system notification, only where the visitor allowed them; one at a time (the tag replaces the last). */
export function notifyPhase(phase: Phase): void {
  if (notificationState() !== 'granted') return;
  try {
    new window.Notification('Orbita · Pomodoro', { body: PHASE_START_TEXT[phase], tag: 'orbita-pomodoro' });
  } catch {
    // Some mobile browsers allow notifications only from a service worker: the chime remains.
  }
}
