import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { renderPage } from '../../test/render';
import { IntegerField, integerFromDraft } from './IntegerField';

function Years({ seen }: { seen: number[] }) {
  const [years, setYears] = useState(25);
  return (
    <>
      <IntegerField label="Durata (anni)" value={years} min={1} max={40} onChange={(next) => (seen.push(next), setYears(next))} />
      <output>{years} anni</output>
    </>
  );
}

describe('IntegerField', () => {
  it('lets the visitor clear and retype: «20» after Backspace is 20, never 1, 12 or 40', async () => {
    const seen: number[] = [];
    const { user } = renderPage(<Years seen={seen} />);
    const field = screen.getByLabelText('Durata (anni)');
    await user.clear(field);
    expect(field).toHaveValue('');
    expect(screen.getByText('25 anni')).toBeInTheDocument();
    await user.type(field, '20');
    expect(field).toHaveValue('20');
    expect(seen).toEqual([2, 20]);
    expect(screen.getByText('20 anni')).toBeInTheDocument();
  });

  it('says a value out of range under the field, keeps the last one in use, and puts it back on leaving', async () => {
    const { user } = renderPage(<Years seen={[]} />);
    const field = screen.getByLabelText('Durata (anni)');
    await user.clear(field);
    await user.type(field, '45');
    expect(screen.getByRole('alert')).toHaveTextContent('Scrivi un numero intero tra 1 e 40');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('4 anni')).toBeInTheDocument();
    await user.tab();
    expect(field).toHaveValue('4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a draft as a whole number in range or as nothing, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 100 }), (text, min, span) => {
        const value = integerFromDraft(text, min, min + span);
        if (value !== null) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(min);
          expect(value).toBeLessThanOrEqual(min + span);
          expect(String(value)).toBe(String(Number(text.trim())));
        }
      }),
    );
  });
});
