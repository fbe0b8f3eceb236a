import { Icon } from '../../../components/ui/Icon';
import type { IconName } from '../../../components/ui/icons';
import type { DashboardStats } from '../dashboard.service';

const CARDS: ReadonlyArray<{ key: keyof DashboardStats; label: string; icon: IconName }> = [
  { key: 'totalContacts', label: 'Contatti totali', icon: 'mail' },
  { key: 'unreadContacts', label: 'Da leggere', icon: 'chat' },
  { key: 'totalSuggestions', label: 'Suggerimenti', icon: 'bulb' },
  { key: 'highPrioritySuggestions', label: 'Priorità alta', icon: 'zap' },
];

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <dl className="admin__stats">
      {CARDS.map((card) => (
        <div key={card.key} className="card admin__stat">
          <Icon name={card.icon} size={24} />
          <dt className="stat__label">{card.label}</dt>
          <dd className="stat__value">{stats[card.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
