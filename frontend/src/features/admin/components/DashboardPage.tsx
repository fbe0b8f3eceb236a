import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChangePasswordResponse } from '@orbita/proto-types';
import { PageHeader } from '../../../components/layout/PageHeader';
import { Alert } from '../../../components/ui/Alert';
import { Icon } from '../../../components/ui/Icon';
import { Loading } from '../../../components/ui/Spinner';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { useLiveUpdates } from '../hooks/use-live-updates';
import { clearSession, readSession, saveSession } from '../session';
import { ActivityChart } from './ActivityChart';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DashboardTabs } from './DashboardTabs';
import { ExportButtons } from './ExportButtons';
import { LoginSlowdownNotice } from './LoginSlowdownNotice';
import { RefreshBar } from './RefreshBar';
import { SearchBox } from './SearchBox';
import { StatCards } from './StatCards';
import '../admin.css';

/** The admin dashboard: welcome, statistics, contacts and suggestions, refresh, password and logout. */
export function DashboardPage() {
  const navigate = useNavigate();
  const [session, setSession] = useState(readSession);
  const token = session.token ?? '';
  const [passwordDialogOpen, setPasswordDialogOpen] = useState(false);

  const endSession = useCallback(() => {
    clearSession();
    navigate('/admin/login', { replace: true });
  }, [navigate]);

  const dashboard = useDashboardData(token, endSession);
  const live = useLiveUpdates(token, { onChange: dashboard.reloadAfterChange, onUnauthorized: endSession });
  const { setLive } = dashboard;
  useEffect(() => setLive(live), [live, setLive]);

  // The old token stops working as soon as the password changes, so the fresh one is kept at once.
  const keepFreshToken = (renewed: ChangePasswordResponse) => {
    saveSession(renewed.token, renewed.username);
    setSession(readSession());
  };

  const welcome = `Benvenuto, ${session.username || 'Admin'}`;
  return (
    <div className="container admin">
      <PageHeader title={welcome} documentTitle="Dashboard admin" lead="Gestisci i messaggi di contatto e i suggerimenti dei visitatori.">
        <div className="admin__account">
          <button type="button" className="btn btn--secondary" onClick={() => setPasswordDialogOpen(true)}>
            <Icon name="lock" size={18} />
            Cambia password
          </button>
          <button type="button" className="btn btn--danger" onClick={endSession}>
            <Icon name="logout" size={18} />
            Esci
          </button>
        </div>
      </PageHeader>
      <LoginSlowdownNotice token={token} version={dashboard.lastUpdated?.getTime() ?? 0} />
      <RefreshBar loading={dashboard.loading} lastUpdated={dashboard.lastUpdated} live={live} onRefresh={() => void dashboard.reload()} />
      {dashboard.data ? (
        <>
          {dashboard.error ? <ReloadError message={dashboard.error} onRetry={() => void dashboard.reload()} /> : null}
          <StatCards stats={dashboard.data.stats} />
          <ActivityChart token={token} version={dashboard.lastUpdated?.getTime() ?? 0} />
          <SearchBox onSearch={dashboard.search} />
          <ExportButtons token={token} onUnauthorized={endSession} />
          <DashboardTabs
            data={dashboard.data}
            token={token}
            runAction={dashboard.runAction}
            onMore={(list) => void dashboard.loadMore(list)}
            loadingMore={dashboard.more}
          />
        </>
      ) : dashboard.error ? (
        <div className="card admin__error">
          <ReloadError message={dashboard.error} onRetry={() => void dashboard.reload()} />
        </div>
      ) : (
        <Loading label="Caricamento dati…" />
      )}
      {passwordDialogOpen ? (
        <ChangePasswordDialog
          token={token}
          onPasswordChanged={keepFreshToken}
          onUnauthorized={endSession}
          onClose={() => setPasswordDialogOpen(false)}
        />
      ) : null}
    </div>
  );
}

function ReloadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p className="admin__error-text">{message}</p>
      <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        Riprova
      </button>
    </Alert>
  );
}
