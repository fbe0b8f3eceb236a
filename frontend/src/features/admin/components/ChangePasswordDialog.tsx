import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import type { ChangePasswordResponse } from '@orbita/proto-types';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/api-client';
import { changePassword } from '../api/change-password';
import { PASSWORD_DIALOG_CLOSE_MS, toChangePasswordRequest, type PasswordForm } from '../dashboard.service';
import { isUnauthorized } from '../hooks/use-dashboard-data';

interface ChangePasswordDialogProps {
  token: string;
  /** Gets the fresh token right away: the old one stops working with the change. */
  onPasswordChanged: (renewed: ChangePasswordResponse) => void;
  onUnauthorized: () => void;
  /** Called 2 seconds after a success, or when the admin closes the dialog. */
  onClose: () => void;
}

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FAILED = 'Errore durante il cambio password';

export function ChangePasswordDialog({ token, onPasswordChanged, onUnauthorized, onClose }: ChangePasswordDialogProps) {
  const id = useId();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const set = (key: keyof PasswordForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  // The page re-renders while the dialog waits (the lists reload with the new token, events arrive),
  // each time with a new onClose: the 2 seconds count from the success, not from the last render.
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, PASSWORD_DIALOG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const prepared = toChangePasswordRequest(form);
    if ('error' in prepared) {
      setError(prepared.error);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onPasswordChanged(await changePassword(prepared.request, token));
      setForm(EMPTY);
      setDone(true);
    } catch (failure) {
      // A wrong current password is a 400 with its own message; a 401 means the session itself is over.
      if (isUnauthorized(failure)) onUnauthorized();
      else setError(errorMessage(failure, FAILED));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: keyof PasswordForm, label: string, autoComplete: string) => (
    <Field label={label} htmlFor={`${id}-${key}`}>
      <input
        id={`${id}-${key}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        required
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        disabled={done}
      />
    </Field>
  );

  return (
    <Modal title="Cambia password" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {field('currentPassword', 'Password attuale', 'current-password')}
        {field('newPassword', 'Nuova password', 'new-password')}
        {field('confirmPassword', 'Conferma la nuova password', 'new-password')}
        <p className="field__hint admin__password-hint">Almeno 8 caratteri. Le altre sessioni verranno chiuse.</p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {done ? <Alert tone="success">Password cambiata con successo!</Alert> : null}
        <div className="admin__dialog-actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="btn btn--primary" disabled={saving || done}>
            {saving ? <span className="spinner" aria-hidden="true" /> : null}
            {saving ? 'Salvataggio…' : 'Cambia password'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
