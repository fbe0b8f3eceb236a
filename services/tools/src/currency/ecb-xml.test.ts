import { readFileSync } from 'node:fs';
import { parseEcbXml } from './ecb-xml.js';
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
