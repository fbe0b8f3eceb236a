import { Icon } from '../../../components/ui/Icon';
import { formatTime } from '../../../lib/format';

interface RefreshBarProps {
  loading: boolean;
  lastUpdated: Date | null;
  live: boolean;
  onRefresh: () => void;
}

export function RefreshBar({ loading, lastUpdated, live, onRefresh }: RefreshBarProps) {
  return (
    <div className="admin__refresh">
      <button type="button" className="btn btn--secondary btn--small" onClick={onRefresh} disabled={loading}>
        <Icon name="refresh" size={16} className={loading ? 'admin__spin' : undefined} />
        {loading ? 'Aggiornamento…' : 'Aggiorna'}
      </button>
      <span className="muted" aria-live="polite">
        {lastUpdated ? `Ultimo aggiornamento: ${formatTime(lastUpdated)}` : 'Dati non ancora caricati'}
      </span>
      {live ? (
        <span className="admin__live">
          <span className="admin__live-dot" aria-hidden="true" />
          In diretta
        </span>
      ) : null}
    </div>
  );
}
