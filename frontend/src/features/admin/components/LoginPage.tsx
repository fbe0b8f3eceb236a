import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { useAsyncAction } from '../../../lib/use-async-action';
import { login } from '../api/login';
import { readSession, saveSession } from '../session';
import '../admin.css';

export const LOGIN_REQUIRED = 'Inserisci username e password';

export default function LoginPage() {
  const id = useId();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const attempt = useAsyncAction(login, 'Credenziali non valide');
  const [signedIn] = useState(() => readSession().token !== null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      attempt.fail(LOGIN_REQUIRED);
      return;
    }
    const session = await attempt.run({ username: username.trim(), password });
    if (session) {
      saveSession(session.token, session.username);
      navigate('/admin', { replace: true });
    }
  };

  return (
    <div className="container admin-login">
      <PageHeader title="Area amministrativa" documentTitle="Accesso admin" lead="Accedi per gestire messaggi e suggerimenti." />
      {signedIn ? (
        <Alert tone="info">
          Hai già una sessione aperta. <Link to="/admin">Vai alla dashboard</Link>
        </Alert>
      ) : null}
      <form className="card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 className="card__title">
          <Icon name="lock" size={20} />
          Accedi
        </h2>
        <Field label="Username" htmlFor={`${id}-username`}>
          <input id={`${id}-username`} className="input" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        </Field>
        <Field label="Password" htmlFor={`${id}-password`}>
          <input
            id={`${id}-password`}
            className="input"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        {attempt.error ? <Alert tone="error">{attempt.error}</Alert> : null}
        <button type="submit" className="btn btn--primary btn--block" disabled={attempt.loading}>
          {attempt.loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="arrowRight" size={18} />}
          {attempt.loading ? 'Accesso in corso…' : 'Accedi'}
        </button>
      </form>
      <Link to="/" className="back-link admin-login__home">
        <Icon name="arrowLeft" size={18} />
        Torna alla home
      </Link>
    </div>
  );
}
