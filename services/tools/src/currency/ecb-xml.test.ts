import { readFileSync } from 'node:fs';
import { parseEcbHistory, parseEcbXml } from './ecb-xml.js';
import { InvalidRatesError } from './exchange-rates.js';

const fixture = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const shipped = fixture('../../data/ecb-eurofxref-daily-2025-10-09.xml');

describe('parseEcbXml', () => {
  it('reads the day and the rates of the 19 non-euro currencies', () => {
    const rates = parseEcbXml(shipped);
    expect(rates.date).toBe('2025-10-09');
    expect(rates.source).toBe('Banca centrale europea');
    expect(rates.perEuro).toMatchObject({ EUR: 1, USD: 1.1611, JPY: 177.4, GBP: 0.8683, HUF: 390.98, KRW: 1647.8 });
    expect(Object.keys(rates.perEuro)).toHaveLength(20);
    expect(rates.perEuro).not.toHaveProperty('ZAR');
  });

  it('reads attributes in double quotes too', () => {
    expect(parseEcbXml(shipped.replaceAll("'", '"')).perEuro.USD).toBe(1.1611);
  });

  it('takes the most recent day of a 90-day document', () => {
    const older = shipped.replace("time='2025-10-09'", "time='2025-10-08'").replaceAll("'", '"');
    const newer = shipped.replace("time='2025-10-09'", "time='2025-10-10'");
    const dayOf = (xml: string) => xml.slice(xml.indexOf('<Cube time'), xml.lastIndexOf('</Cube>', xml.lastIndexOf('</Cube>') - 1));
    const history = shipped.replace(dayOf(shipped), `${dayOf(newer)}</Cube>${dayOf(older)}`);
    expect(parseEcbXml(history).date).toBe('2025-10-10');
  });

  it.each([
    ['a truncated document', fixture('../../test/fixtures/ecb-truncated.xml'), 'no rates day'],
    ['a document without GBP', fixture('../../test/fixtures/ecb-missing-gbp.xml'), 'GBP'],
    ['an HTML error page', '<html><body>Service Unavailable</body></html>', 'not an ECB rates list'],
    ['an impossible date', shipped.replace('2025-10-09', '2025-02-30'), '2025-02-30'],
    ['a zero rate', shipped.replace("rate='1.1611'", "rate='0'"), 'USD'],
    ['a rate that is not a number', shipped.replace("rate='1.1611'", "rate='N/A'"), 'USD'],
  ])('refuses %s whole', (_name, xml, fragment) => {
    expect(() => parseEcbXml(xml)).toThrow(InvalidRatesError);
    expect(() => parseEcbXml(xml)).toThrow(fragment);
  });
});

describe('parseEcbHistory', () => {
  const day = (date: string, usd: string) =>
    shipped.slice(shipped.indexOf("<Cube time='2025-10-09'>"), shipped.indexOf('</Cube>', shipped.indexOf("<Cube time='2025-10-09'>")) + 7)
      .replace('2025-10-09', date)
      .replace("rate='1.1611'", `rate='${usd}'`);
  const document = (...days: string[]) => shipped.replace(day('2025-10-09', '1.1611'), days.join('\n'));

  it('reads every day of a 90-day document, newest first, whatever order it lists them in', () => {
    const history = parseEcbHistory(document(day('2025-10-08', '1.1645'), day('2025-10-10', '1.17'), day('2025-10-09', '1.1611')));
    expect(history.map((rates) => [rates.date, rates.perEuro.USD])).toEqual([
      ['2025-10-10', 1.17],
      ['2025-10-09', 1.1611],
      ['2025-10-08', 1.1645],
    ]);
  });

  it('leaves out an older day that misses a currency, but refuses a document whose newest day does', () => {
    const withoutUsd = (date: string) => day(date, '1').replace(/<Cube currency='USD'[^>]*\/>/, '');
    expect(parseEcbHistory(document(day('2025-10-10', '1.17'), withoutUsd('2025-10-09'))).map((rates) => rates.date)).toEqual(['2025-10-10']);
    expect(() => parseEcbHistory(document(withoutUsd('2025-10-10'), day('2025-10-09', '1.1611')))).toThrow('USD');
  });
});
