import type { CalculateNetSalaryRequest, CalculateNetSalaryResponse } from '@orbita/proto-types';
import {
  NET_SALARY_CONTRACT_LABELS,
  NET_SALARY_CONTRACTS,
  NET_SALARY_EMPLOYER_LABELS,
  NET_SALARY_EMPLOYERS,
  NET_SALARY_MONTHS,
  NET_SALARY_REGION_NAMES,
  NET_SALARY_REGIONS,
  type NetSalaryContract,
  type NetSalaryEmployer,
  type NetSalaryMonths,
  type NetSalaryRegion,
} from '@orbita/proto-types/enums';
import { decimalValue } from '../../lib/parse-decimal';
import type { PreparedRequest } from '../../lib/use-latest-request';
import { choiceParam, decimalTextParam } from '../../lib/url-state/params';
import type { UrlSchema } from '../../lib/url-state/use-url-state';

export type NetSalaryMode = 'gross' | 'net';

export interface NetSalaryForm {
  mode: NetSalaryMode;
  amount: string;
  year: number;
  months: NetSalaryMonths;
  region: NetSalaryRegion;
  municipalRate: string;
  employer: NetSalaryEmployer;
  contract: NetSalaryContract;
}

const AMOUNT_LIMIT = 10_000_000;
const MUNICIPAL_LIMIT = 3;
export const YEARS: readonly number[] = [2025, 2026];
export { NET_SALARY_CONTRACTS, NET_SALARY_EMPLOYERS, NET_SALARY_MONTHS, NET_SALARY_REGIONS };

export const DEFAULT_NET_SALARY_FORM: NetSalaryForm = {
  mode: 'gross',
  amount: '30000',
  year: 2026,
  months: 13,
  region: 'lombardia',
  municipalRate: '',
  employer: 'standard',
  contract: 'permanent',
};

export const MODE_OPTIONS: readonly NetSalaryMode[] = ['gross', 'net'];
export const MODE_LABELS: Record<NetSalaryMode, string> = { gross: 'Dalla RAL al netto', net: 'Dal netto che vuoi alla RAL' };
export const AMOUNT_LABELS: Record<NetSalaryMode, string> = { gross: 'RAL, retribuzione annua lorda (€)', net: 'Netto annuo che vuoi (€)' };
export const EMPLOYER_LABELS: Record<NetSalaryEmployer, string> = NET_SALARY_EMPLOYER_LABELS;
export const CONTRACT_LABELS: Record<NetSalaryContract, string> = NET_SALARY_CONTRACT_LABELS;
export const regionName = (region: NetSalaryRegion): string => NET_SALARY_REGION_NAMES[region];

/** `/tools/net-salary-calculator?calcolo=lordo&importo=30000&anno=2026&mensilita=13&regione=lazio&comunale=0,9`. */
export const NET_SALARY_URL: UrlSchema<NetSalaryForm> = {
  mode: ['calcolo', choiceParam(new Map<NetSalaryMode, string>([['gross', 'lordo'], ['net', 'netto']]))],
  amount: ['importo', decimalTextParam({ min: 0, max: AMOUNT_LIMIT })],
  year: ['anno', choiceParam(YEARS)],
  months: ['mensilita', choiceParam(NET_SALARY_MONTHS)],
  region: ['regione', choiceParam(NET_SALARY_REGIONS)],
  municipalRate: ['comunale', decimalTextParam({ min: 0, max: MUNICIPAL_LIMIT })],
  employer: ['inps', choiceParam(new Map<NetSalaryEmployer, string>([['standard', '9,19'], ['cigs', '9,49']]))],
  contract: ['contratto', choiceParam(new Map<NetSalaryContract, string>([['permanent', 'indeterminato'], ['fixed-term', 'determinato']]))],
};

export const INVALID_AMOUNT: Record<NetSalaryMode, string> = {
  gross: '«RAL, retribuzione annua lorda (€)»: inserisci un importo maggiore di zero, fino a 10.000.000 €, al massimo al centesimo',
  net: '«Netto annuo che vuoi (€)»: inserisci un importo maggiore di zero, fino a 10.000.000 €, al massimo al centesimo',
};
export const INVALID_MUNICIPAL = '«Addizionale comunale (%)»: inserisci un valore da 0 a 3, con al massimo quattro decimali, o lascia vuoto';

const hasCents = (value: number) => Math.round(value * 100) / 100 === value;
const hasFourDecimals = (value: number) => Math.round(value * 10_000) / 10_000 === value;

/** The request for the service, or the message that stops it from being sent. */
export function toNetSalaryRequest(form: NetSalaryForm): PreparedRequest<CalculateNetSalaryRequest> {
  const amount = decimalValue(form.amount);
  if (!Number.isFinite(amount) || amount <= 0 || amount > AMOUNT_LIMIT || !hasCents(amount)) return { invalid: INVALID_AMOUNT[form.mode] };
  const request: CalculateNetSalaryRequest = {
    [form.mode]: amount,
    year: form.year,
    months: form.months,
    region: form.region,
    employer: form.employer,
    contract: form.contract,
  };
  if (form.municipalRate.trim()) {
    const rate = decimalValue(form.municipalRate);
    if (!Number.isFinite(rate) || rate < 0 || rate > MUNICIPAL_LIMIT || !hasFourDecimals(rate)) return { invalid: INVALID_MUNICIPAL };
    request.municipalRate = rate;
  }
  return { request };
}

/** One part of the RAL in the picture: where a euro of it goes. */
export interface SalaryPart {
  key: 'inps' | 'irpef' | 'regional' | 'municipal' | 'net' | 'bonus';
  label: string;
  amount: number;
}

/**
 * The RAL cut into what goes to INPS, IRPEF and the addizionali and what is left, plus what the State adds on top
 * (trattamento integrativo and the cuneo's tax-free sum), which the RAL does not contain.
 */
export function salaryParts(result: CalculateNetSalaryResponse): SalaryPart[] {
  const b = result.breakdown;
  const bonus = Math.round((b.trattamentoIntegrativo + b.cuneoTaxFreeSum) * 100) / 100;
  const kept = Math.round((b.net - bonus) * 100) / 100;
  return [
    { key: 'inps', label: 'Contributi INPS', amount: b.inps },
    { key: 'irpef', label: 'IRPEF', amount: b.netIrpef },
    { key: 'regional', label: 'Addizionale regionale', amount: b.regional },
    { key: 'municipal', label: 'Addizionale comunale', amount: b.municipal },
    { key: 'net', label: 'Ti resta della RAL', amount: kept },
    { key: 'bonus', label: 'In più dallo Stato (cuneo e trattamento integrativo)', amount: bonus },
  ];
}

/** Of every 100 € of RAL, how much each part takes: the picture said in words. */
export function perHundred(part: SalaryPart, gross: number): number {
  return gross > 0 ? Math.round((part.amount / gross) * 10_000) / 100 : 0;
}
