import { useEffect, useState } from 'react';
import type { LoginSlowdown } from '@orbita/proto-types';
import { Alert } from '../../../components/ui/Alert';
import { formatNumber } from '../../../lib/format';
import { verifyToken } from '../api/verify';

/** What the admin reads about failed logins on their account in the last hour. */
export function loginSlowdownText({ failures, waitSeconds }: LoginSlowdown): string {
  const attempts =
    failures === 1
      ? "Nell'ultima ora c'è stato 1 tentativo di accesso non riuscito a questo account."
      : `Nell'ultima ora ci sono stati ${formatNumber(failures)} tentativi di accesso non riusciti a questo account.`;
  if (waitSeconds === 0) return attempts;
  const wait = waitSeconds === 1 ? '1 secondo' : `${formatNumber(waitSeconds)} secondi`;
  return (
    `${attempts} Per proteggerlo, ogni nuovo tentativo da un indirizzo da cui non hai mai effettuato l'accesso ` +
    `attende ${wait} e ne viene verificato uno alla volta; dagli indirizzi che conosci accedi come sempre.`
  );
}

/** Shown when someone has been guessing the account's password; refreshed with the dashboard. */
export function LoginSlowdownNotice({ token, version }: { token: string; version: number }) {
  const [slowdown, setSlowdown] = useState<LoginSlowdown | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    verifyToken(token, controller.signal).then(
      (answer) => setSlowdown(answer.loginSlowdown ?? null),
      () => undefined,
    );
    return () => controller.abort();
  }, [token, version]);

  if (!slowdown || slowdown.failures === 0) return null;
  return (
    <Alert tone={slowdown.waitSeconds > 0 ? 'error' : 'info'}>
      <p>{loginSlowdownText(slowdown)}</p>
    </Alert>
  );
}
