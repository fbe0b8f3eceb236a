import type { CalculateNetSalaryResponse } from '@orbita/proto-types';
import { formatNumber, formatUpTo } from '../../lib/format';

const euro = (value: number) => `${formatNumber(value, 2)} €`;

/** Every step from the RAL to the net, as a payslip would list it. */
export function NetSalaryTable({ result }: { result: CalculateNetSalaryResponse }) {
  const b = result.breakdown;
  const rows: Array<[string, string, boolean?]> = [
    ['RAL (retribuzione annua lorda)', euro(result.gross)],
    [`Contributi INPS (${formatUpTo(b.inpsRate, 2)}%${b.inpsAdditional > 0 ? ', con l’1% aggiuntivo' : ''})`, `− ${euro(b.inps)}`],
    ['Reddito imponibile', euro(b.taxableIncome), true],
    ['IRPEF lorda', euro(b.grossIrpef)],
    ['Detrazione per lavoro dipendente', `− ${euro(b.employmentDeduction)}`],
    ['Ulteriore detrazione (cuneo fiscale)', `− ${euro(b.cuneoDeduction)}`],
    ['IRPEF netta', `− ${euro(b.netIrpef)}`, true],
    ['Addizionale regionale', `− ${euro(b.regional)}`],
    [`Addizionale comunale (${formatUpTo(result.municipalRate, 4)}%)`, `− ${euro(b.municipal)}`],
    ['Trattamento integrativo', `+ ${euro(b.trattamentoIntegrativo)}`],
    ['Somma esente (cuneo fiscale)', `+ ${euro(b.cuneoTaxFreeSum)}`],
    ['Stipendio netto annuo', euro(b.net), true],
    [`Netto al mese (${result.months} mensilità)`, euro(result.netMonthly), true],
  ];
  return (
    <table className="net-salary__table">
      <caption className="rules__title">Dalla RAL al netto, passo per passo ({result.year})</caption>
      <tbody>
        {rows.map(([label, value, strong]) => (
          <tr key={label} className={strong ? 'net-salary__strong' : undefined}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
