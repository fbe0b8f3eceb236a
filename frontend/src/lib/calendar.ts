import { formatNumber, plural } from './format';

/** Today in the visitor's calendar, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** «1 anno, 2 mesi e 3 giorni», leaving out the parts that are zero («0 giorni» when all are). */
export function yearsMonthsDays(years: number, months: number, days: number): string {
  const parts = [
    years ? `${formatNumber(years)} ${plural(years, 'anno', 'anni')}` : '',
    months ? `${formatNumber(months)} ${plural(months, 'mese', 'mesi')}` : '',
    days ? `${formatNumber(days)} ${plural(days, 'giorno', 'giorni')}` : '',
  ].filter(Boolean);
  if (parts.length === 0) return '0 giorni';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}`;
}
