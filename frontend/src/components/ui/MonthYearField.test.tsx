import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { MonthYearField } from './MonthYearField';

function Harness({ start, seen }: { start: string; seen: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <MonthYearField
      label="Dal mese"
      value={value}
      firstYear={2015}
      lastYear={2026}
      onChange={(next) => {
        setValue(next);
        seen(next);
      }}
    />
  );
}

describe('month and year field', () => {
  it('reads in Italian whatever the browser language, and hands back «YYYY-MM»', () => {
    const seen = jest.fn();
    render(<Harness start="2024-12" seen={seen} />);
    const month = screen.getByLabelText('Dal mese: mese') as HTMLSelectElement;
    const year = screen.getByLabelText('Dal mese: anno') as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('dicembre');
    expect(year.value).toBe('2024');
    expect(screen.getByRole('group', { name: 'Dal mese' })).toBeInTheDocument();
    fireEvent.change(month, { target: { value: '3' } });
    expect(seen).toHaveBeenLastCalledWith('2024-03');
    fireEvent.change(year, { target: { value: '2016' } });
    expect(seen).toHaveBeenLastCalledWith('2016-03');
  });

  it('keeps a year from a link outside the range, so the tool can say why it refuses it', () => {
    render(<Harness start="2010-01" seen={() => undefined} />);
    expect((screen.getByLabelText('Dal mese: anno') as HTMLSelectElement).value).toBe('2010');
    expect((screen.getByLabelText('Dal mese: mese') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('gennaio');
  });

  it('shows any value a link may carry without failing, and every choice is a well-formed month', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.integer({ min: 1, max: 12 }), (start, chosen) => {
        const seen = jest.fn();
        const { unmount } = render(<Harness start={start} seen={seen} />);
        fireEvent.change(screen.getByLabelText('Dal mese: mese'), { target: { value: String(chosen) } });
        const last = seen.mock.calls.at(-1)?.[0] as string | undefined;
        if (last !== undefined) expect(last).toMatch(/^\d{4}-(0[1-9]|1[0-2])$/);
        unmount();
      }),
      { numRuns: 60 },
    );
  });
});
