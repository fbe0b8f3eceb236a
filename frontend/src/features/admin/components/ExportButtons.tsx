import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Icon } from '../../../components/ui/Icon';
import { errorMessage } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download';
import { downloadExport, EXPORT_ERROR } from '../api/download-export';

const EXPORTS = [
  { path: '/api/admin/contacts.csv', label: 'Esporta contatti (CSV)' },
  { path: '/api/admin/suggestions.csv', label: 'Esporta suggerimenti (CSV)' },
] as const;

/** Every contact or suggestion as a CSV file that Excel in Italian opens as it is. */
export function ExportButtons({ token, onUnauthorized }: { token: string; onUnauthorized: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (path: string) => {
    setBusy(path);
    setError(null);
    try {
      const { blob, fileName } = await downloadExport(path, token);
      downloadBlob(blob, fileName);
    } catch (failure) {
      if ((failure as { status?: number }).status === 401) onUnauthorized();
      else setError(errorMessage(failure, EXPORT_ERROR));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="admin__exports">
      {EXPORTS.map(({ path, label }) => (
        <button key={path} type="button" className="btn btn--secondary btn--small" disabled={busy !== null} onClick={() => void run(path)}>
          <Icon name="download" size={16} />
          {busy === path ? 'Esportazione…' : label}
        </button>
      ))}
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}
