import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { passwordGenerator } from '.';
import PasswordGeneratorPage from './PasswordGeneratorPage';
import { ITALIAN_WORDS } from './words';

const shown = () => document.querySelector('.password__value')?.textContent ?? '';

/** Everything the page could have written down: the address, both storages. */
const traces = () => [window.location.href, ...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage })].join('\n');

describe('password generator page', () => {
  it('a 16-character password with its exact entropy and zxcvbn\'s Italian estimate, in the page only', async () => {
    const api = fakeApi({});
    const { user } = renderTool(passwordGenerator, PasswordGeneratorPage);
    const first = shown();
    expect(first).toHaveLength(16);
    // 83 characters without look-alikes, each of the four sets present: log2 of the count by inclusion–exclusion.
    expect(screen.getByText(/^\d+(,\d)? bit$/)).toHaveTextContent('101,6 bit');
    // The dictionaries load on first use: some hundreds of KB, slow on a busy test machine.
    // Meanwhile the same lines say the estimate is on its way, so nothing under them moves when it comes.
    expect(screen.getByText(/^Robustezza stimata:/)).toHaveTextContent('Robustezza stimata: stima in corso…');
    await waitFor(() => expect(screen.getByText(/^Robustezza stimata:/)).toHaveTextContent('Ottima (4 su 4)'), { timeout: 15_000 });
    expect(screen.getByText('Per indovinarla servirebbero:')).toBeInTheDocument();
    expect(screen.getByText(/a chi prova 10\.000 combinazioni al secondo;$/)).toHaveTextContent(/^secoli/);

    await user.click(screen.getByRole('button', { name: 'Rigenera' }));
    expect(shown()).toHaveLength(16);
    expect(shown()).not.toBe(first);

    await user.click(screen.getByRole('button', { name: 'Copia la password' }));
    expect(await navigator.clipboard.readText()).toBe(shown());

    expect(api.calls).toHaveLength(0);
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('');
    expect(traces()).not.toContain(first);
    expect(traces()).not.toContain(shown());
  });

  it('length and sets: 10 digits are 30 bit without look-alikes, 33,2 with them; no set at all is said in Italian', async () => {
    const { user } = renderTool(passwordGenerator, PasswordGeneratorPage);
    const length = screen.getByLabelText('Lunghezza (caratteri)');
    await user.clear(length);
    await user.type(length, '10');
    for (const name of ['Minuscole (a-z)', 'Maiuscole (A-Z)', 'Simboli (!#$%…)']) await user.click(screen.getByRole('checkbox', { name }));
    expect(shown()).toMatch(/^[2-9]{10}$/);
    expect(screen.getByText('30 bit')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Senza caratteri che si confondono/ }));
    expect(shown()).toMatch(/^\d{10}$/);
    expect(screen.getByText('33,2 bit')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cifre (0-9)' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Scegli almeno un tipo di caratteri');
  });

  it('a passphrase: five Italian words, 55 bit, the separator and capitals as chosen', async () => {
    const { user } = renderTool(passwordGenerator, PasswordGeneratorPage);
    await user.click(screen.getByRole('radio', { name: 'Frase di parole (passphrase)' }));
    const words = shown().split('-');
    expect(words).toHaveLength(5);
    for (const word of words) expect(ITALIAN_WORDS).toContain(word);
    expect(screen.getByText('55 bit')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Separatore'), 'Spazio');
    await user.click(screen.getByRole('checkbox', { name: 'Iniziali maiuscole' }));
    expect(shown()).toMatch(/^([A-Z][a-z]+ ){4}[A-Z][a-z]+$/);
    await waitFor(() => expect(screen.getByText(/^Robustezza stimata:/)).toHaveTextContent(/\(\d su 4\)$/), { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'Copia la frase' })).toBeInTheDocument();
  });
});
