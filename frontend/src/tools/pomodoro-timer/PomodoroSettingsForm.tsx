import { useId, useState } from 'react';
import { SETTING_BOUNDS, settingFromInput, settingUnit, type PomodoroSettings } from './pomodoro-settings';

const FIELDS = Object.keys(SETTING_BOUNDS) as Array<keyof PomodoroSettings>;

interface SettingFieldProps {
  name: keyof PomodoroSettings;
  value: number;
  onChange: (value: number) => void;
}

/**
 * One length, typed freely: the text is the visitor's while they type (an empty field on the way
 * from 25 to 50 is fine), each whole number is taken within its bounds, and leaving the field shows
 * the value in force.
 */
function SettingField({ name, value, onChange }: SettingFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const { min, max, label } = SETTING_BOUNDS[name];
  return (
    <div className="pomodoro__setting">
      <label htmlFor={id}>{label}</label>
      <span className="pomodoro__setting-input">
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={text ?? String(value)}
          onChange={(event) => {
            setText(event.target.value);
            const next = settingFromInput(name, event.target.value);
            if (next !== null) onChange(next);
          }}
          onBlur={() => setText(null)}
        />
        <span className="muted">{settingUnit(name, value)}</span>
      </span>
    </div>
  );
}

/** The four lengths of the cycle; each change is saved in this browser and shown at once. */
export function PomodoroSettingsForm({ settings, onChange }: { settings: PomodoroSettings; onChange: (next: PomodoroSettings) => void }) {
  return (
    <fieldset className="pomodoro__settings">
      <legend className="card__title">Durate</legend>
      {FIELDS.map((key) => (
        <SettingField key={key} name={key} value={settings[key]} onChange={(value) => onChange({ ...settings, [key]: value })} />
      ))}
      <p className="muted pomodoro__note">Le durate restano salvate in questo browser; valgono dalla prossima fase se il timer è già partito.</p>
    </fieldset>
  );
}
