import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from '../../../components/ui/Spinner';
import { isAbort } from '../../../lib/api-client';
import { verifyToken } from '../api/verify';
import { clearSession, readSession } from '../session';

type Check = 'checking' | 'valid' | 'invalid';

/**
 * Lets the dashboard show only with a token the server accepts. No token: straight to the login. A token
 * that fails the check, or a check that fails, clears the session and goes to the login. While the
 * check runs, the dashboard is already mounted but hidden, so its data loads alongside the check
 * instead of after it (the first rows show one round trip sooner).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const [token] = useState(() => readSession().token);
  const [check, setCheck] = useState<Check>(token ? 'checking' : 'invalid');

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    verifyToken(token, controller.signal).then(
      () => setCheck('valid'),
      (error: unknown) => {
        if (isAbort(error)) return;
        clearSession();
        setCheck('invalid');
      },
    );
    return () => controller.abort();
  }, [token]);

  if (check === 'invalid') return <Navigate to="/admin/login" replace />;
  return (
    <>
      {check === 'checking' ? (
        <div className="container">
          <Loading label="Verifica della sessione…" />
        </div>
      ) : null}
      <div hidden={check === 'checking'}>{children}</div>
    </>
  );
}
