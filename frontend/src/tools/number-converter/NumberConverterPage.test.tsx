import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { splitParts } from '../../test/split-layout';
import { numberConverter } from '.';
import NumberConverterPage from './NumberConverterPage';

const field = () => screen.getByLabelText('Numero da convertire');

describe('number converter page', () => {
  it('puts the result right after the number, before the bases and their notes, so a phone shows it under the field', () => {
    renderTool(numberConverter, NumberConverterPage);
    const inputs = screen.getByRole('region', { name: 'Impostazioni della conversione' });
    const result = screen.getByRole('region', { name: 'Risultato' });
    const bases = screen.getByRole('region', { name: 'Basi' });
    const notes = screen.getByRole('region', { name: 'Le basi numeriche' });
    expect(inputs).toContainElement(field());
    const parts = splitParts();
    expect(parts.inputs).toContainElement(inputs);
    expect(parts.result).toContainElement(result);
    expect(parts.more).toContainElement(bases);
    expect(bases).toContainElement(screen.getByLabelText('Dalla base'));
    expect(result.compareDocumentPosition(bases) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bases.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('converts the default 255 from base 10 to base 16 on arrival, in the page, asking nothing of the server', () => {
    const api = fakeApi({});
    renderTool(numberConverter, NumberConverterPage);
    expect(field()).toHaveValue('255');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('10');
    expect(screen.getByLabelText('Alla base')).toHaveValue('16');
    expect(screen.getByText('FF', { selector: '.number__value' })).toBeInTheDocument();
    expect(screen.getByText('Dispari')).toBeInTheDocument();
    expect(screen.getByText('Centinaia')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the result of each keystroke at once, with no wait', async () => {
    const { user } = renderTool(numberConverter, NumberConverterPage);
    await user.clear(field());
    await user.type(field(), '4096');
    expect(screen.getByText('1000', { selector: '.number__value--accent' })).toBeInTheDocument();
    expect(screen.getByText('Potenza di 16')).toBeInTheDocument();
  });

  it('«Inverti le basi» puts the converted number in the field and swaps the bases: 3E8 (16 → 2) becomes 1111101000 (2 → 16)', async () => {
    const { user } = renderTool(numberConverter, NumberConverterPage, { route: '/tools/number-converter?numero=3E8&da=16&a=2' });
    expect(screen.getByText('1111101000', { selector: '.number__value--accent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inverti le basi' }));
    expect(field()).toHaveValue('1111101000');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('2');
    expect(screen.getByLabelText('Alla base')).toHaveValue('16');
    expect(screen.getByText('3E8', { selector: '.number__value--accent' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets the number and source base from a quick example, and shows the power badges', async () => {
    const { user } = renderTool(numberConverter, NumberConverterPage);
    await user.click(screen.getByRole('button', { name: '3E8 (hex)' }));
    expect(field()).toHaveValue('3E8');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('16');
    await user.selectOptions(screen.getByLabelText('Alla base'), '10');
    expect(screen.getByText('1000', { selector: '.number__value--accent' })).toBeInTheDocument();
  });

  it('copies a base and ticks it', async () => {
    const { user } = renderTool(numberConverter, NumberConverterPage);
    await user.click(screen.getByRole('button', { name: /Binario 11111111/ }));
    expect(await navigator.clipboard.readText()).toBe('11111111');
    expect(await screen.findByRole('button', { name: /Binario 11111111 Copiato/ })).toBeInTheDocument();
  });

  it('asks for a number, and names a wrong digit as the field is labelled, never by a JSON name', async () => {
    const { user } = renderTool(numberConverter, NumberConverterPage);
    await user.clear(field());
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un numero da convertire');
    await user.type(field(), 'G');
    expect(screen.getByRole('alert')).toHaveTextContent('Il numero contiene «G», che non è una cifra valida in base 10 (Decimale): usa solo le cifre da 0 a 9');
    expect(screen.getByRole('alert')).not.toHaveTextContent('number');
  });

  it('converts the values of a link on arrival, and a base it does not know falls back to the default', () => {
    renderTool(numberConverter, NumberConverterPage, { route: '/tools/number-converter?numero=1000&da=16&a=37' });
    expect(field()).toHaveValue('1000');
    expect(screen.getByLabelText('Dalla base')).toHaveValue('16');
    expect(screen.getByLabelText('Alla base')).toHaveValue('16');
    expect(screen.getByText('4.096', { selector: 'span.result-row__value' })).toBeInTheDocument();
  });

  it("converts to any base up to 36 from a link, and shows the two's complement in groups of four bits", () => {
    renderTool(numberConverter, NumberConverterPage, { route: '/tools/number-converter?numero=255&da=10&a=36' });
    expect(screen.getByLabelText('Alla base')).toHaveValue('36');
    expect(screen.getAllByRole('option', { name: 'Base 36' })).toHaveLength(2);
    expect(screen.getByText('73', { selector: '.number__value--accent' })).toBeInTheDocument();
    expect(screen.getByText('Complemento a due')).toBeInTheDocument();
    expect(screen.getByText('0000 0000 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('0x000000FF')).toBeInTheDocument();
  });
});
