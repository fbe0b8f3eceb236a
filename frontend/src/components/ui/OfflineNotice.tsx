import { Icon } from './Icon';

/** In place of a tool that asks the server, while there is no connection; it goes away by itself when it returns. */
export function OfflineNotice({ name }: { name: string }) {
  return (
    <div className="card offline-notice" role="status">
      <span className="offline-notice__icon">
        <Icon name="wifiOff" size={28} />
      </span>
      <div>
        <h2 className="offline-notice__title">Serve una connessione a Internet</h2>
        <p className="muted">
          {name} calcola il risultato sui nostri server, quindi senza connessione non può funzionare. Appena torni online
          riparte da solo, con i dati che avevi inserito.
        </p>
      </div>
    </div>
  );
}
