import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { errorMessage } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { ACTIVITY_ERROR, getActivity, type DayActivity } from '../api/get-activity';

const DAYS = 30;
const SERIES = [
  { key: 'contacts', label: 'Contatti', colour: '#38bdf8' },
  { key: 'suggestions', label: 'Suggerimenti', colour: '#a78bfa' },
  { key: 'votes', label: 'Voti', colour: '#fbbf24' },
] as const;
const WIDTH = 600;
const HEIGHT = 160;

/** What happened on the busiest day and in all, for the chart's text equivalent. */
function describe(days: DayActivity[]): string {
  const totals = SERIES.map((series) => `${days.reduce((sum, day) => sum + day[series.key], 0)} ${series.label.toLowerCase()}`);
  const busiest = days.reduce((best, day) => (day.contacts + day.suggestions + day.votes > best.contacts + best.suggestions + best.votes ? day : best), days[0]!);
  return `Negli ultimi ${days.length} giorni: ${totals.join(', ')}. Giorno più attivo: ${formatDay(busiest.date)}.`;
}

/**
 * New contacts, suggestions and votes per day over the last 30 days, as groups of bars; loaded
 * again whenever `version` changes (a refresh or a live event).
 */
export function ActivityChart({ token, version }: { token: string; version: number }) {
  const [days, setDays] = useState<DayActivity[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getActivity(token, DAYS).then(
      (loaded) => {
        if (!current) return;
        setDays(loaded);
        setError(null);
      },
      (failure: unknown) => {
        if (current) setError(errorMessage(failure, ACTIVITY_ERROR));
      },
    );
    return () => {
      current = false;
    };
  }, [token, version]);

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!days || days.length === 0) return null;
  const highest = Math.max(1, ...days.flatMap((day) => SERIES.map((series) => day[series.key])));
  const slot = WIDTH / days.length;
  const bar = Math.max(1, (slot - 2) / SERIES.length);
  return (
    <section className="card admin__activity" aria-labelledby="admin-activity">
      <h2 id="admin-activity" className="card__title">
        Attività degli ultimi {DAYS} giorni
      </h2>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="admin__activity-chart" role="img" aria-label={describe(days)} preserveAspectRatio="none">
        {days.map((day, i) =>
          SERIES.map((series, s) => {
            const height = (day[series.key] / highest) * (HEIGHT - 4);
            return <rect key={`${day.date}-${series.key}`} x={i * slot + 1 + s * bar} y={HEIGHT - height} width={bar} height={height} fill={series.colour} />;
          }),
        )}
      </svg>
      <p className="admin__activity-legend">
        {SERIES.map((series) => (
          <span key={series.key}>
            <span className="admin__activity-dot" style={{ background: series.colour }} aria-hidden="true" />
            {series.label}
          </span>
        ))}
        <span className="muted">
          dal {formatDay(days[0]!.date)} al {formatDay(days.at(-1)!.date)}
        </span>
      </p>
    </section>
  );
}
