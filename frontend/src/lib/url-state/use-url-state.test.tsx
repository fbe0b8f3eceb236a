import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { choiceParam, decimalTextParam, hexColorParam, integerParam, textParam } from './params';
import { linkToShare } from './share-link';
import { useUrlState, type UrlSchema } from './use-url-state';

interface Form {
  text: string;
  height: string;
  size: number;
  color: string;
  base: number;
  goal: 'lose' | 'gain';
}

const DEFAULTS: Form = { text: 'ciao', height: '', size: 300, color: '#000000', base: 10, goal: 'lose' };
const SCHEMA: UrlSchema<Form> = {
  text: ['testo', textParam(20)],
  height: ['altezza', decimalTextParam({ min: 1, max: 300 })],
  size: ['dimensione', integerParam({ min: 100, max: 1000 })],
  color: ['colore', hexColorParam],
  base: ['da', choiceParam([2, 8, 10, 16])],
  goal: ['obiettivo', choiceParam(new Map([['lose', 'dimagrire'], ['gain', 'aumentare']] as const))],
};

function renderAt(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(
    () => ({ state: useUrlState(SCHEMA, DEFAULTS), location: useLocation(), navigation: useNavigationType() }),
    { wrapper },
  );
}

describe('useUrlState', () => {
  it('restores every valid parameter, Italian words included', () => {
    const { result } = renderAt('/t?testo=buongiorno&altezza=180,5&dimensione=400&colore=3b82f6&da=16&obiettivo=aumentare');
    expect(result.current.state.value).toEqual({ text: 'buongiorno', height: '180,5', size: 400, color: '#3B82F6', base: 16, goal: 'gain' });
    expect(result.current.state.restored).toBe(true);
  });

  it('ignores bad parameters, keeps their defaults and drops them from the address', () => {
    const { result } = renderAt('/t?altezza=abc&dimensione=5000&colore=rosso&da=7&obiettivo=vincere&testo=' + 'x'.repeat(21) + '&altro=1');
    expect(result.current.state.value).toEqual(DEFAULTS);
    expect(result.current.state.restored).toBe(false);
    expect(result.current.location.search).toBe('?altro=1');
  });

  it('writes changes into the address by replacing the entry, leaving defaults out', async () => {
    const { result } = renderAt('/t');
    expect(result.current.location.search).toBe('');
    act(() => result.current.state.set((form) => ({ ...form, height: '175', color: '#FF0000' })));
    await waitFor(() => expect(result.current.location.search).toBe('?altezza=175&colore=FF0000'));
    expect(result.current.navigation).toBe('REPLACE');
    act(() => result.current.state.set(DEFAULTS));
    await waitFor(() => expect(result.current.location.search).toBe(''));
  });

  it('keeps the parameters in the order of the form, whatever order they were typed in', async () => {
    const { result } = renderAt('/t?altro=1');
    act(() => result.current.state.set((form) => ({ ...form, color: '#FF0000' })));
    act(() => result.current.state.set((form) => ({ ...form, height: '175' })));
    await waitFor(() => expect(result.current.location.search).toBe('?altezza=175&colore=FF0000&altro=1'));
  });

  it('updates the fields it is given and keeps the others, two updates in one event included', async () => {
    const { result } = renderAt('/t?testo=buongiorno');
    act(() => {
      result.current.state.update({ height: '175' });
      result.current.state.update({ goal: 'gain' });
    });
    expect(result.current.state.value).toEqual({ ...DEFAULTS, text: 'buongiorno', height: '175', goal: 'gain' });
    await waitFor(() => expect(result.current.location.search).toBe('?testo=buongiorno&altezza=175&obiettivo=aumentare'));
  });

  it('writes the address after the paint of a keystroke, not in its commit; quick keystrokes make one write, of the latest value', async () => {
    const seen: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/t']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => {
        const location = useLocation();
        if (seen.at(-1) !== location.search) seen.push(location.search);
        return { state: useUrlState(SCHEMA, DEFAULTS), location, navigation: useNavigationType() };
      },
      { wrapper },
    );
    for (const height of ['1', '17', '175']) {
      // The keystroke's render and commit, its effects included, leave the address as it was.
      act(() => result.current.state.set((form) => ({ ...form, height })));
      expect(result.current.state.value.height).toBe(height);
      expect(result.current.location.search).toBe('');
    }
    let painted = false;
    requestAnimationFrame(() => (painted = true));
    await waitFor(() => expect(result.current.location.search).toBe('?altezza=175'));
    expect(painted).toBe(true);
    expect(result.current.navigation).toBe('REPLACE');
    expect(seen).toEqual(['', '?altezza=175']);
  });

  it('does a write still waiting at once when the page is hidden for good or the form unmounts', () => {
    const { result, unmount } = renderAt('/t');
    act(() => result.current.state.set((form) => ({ ...form, height: '180' })));
    expect(result.current.location.search).toBe('');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(result.current.location.search).toBe('?altezza=180');
    unmount();

    let setForm: ((form: Form) => void) | undefined;
    const FormFields = () => {
      setForm = useUrlState(SCHEMA, DEFAULTS).set;
      return null;
    };
    const Search = () => <output>{useLocation().search}</output>;
    const page = (withForm: boolean) => (
      <MemoryRouter initialEntries={['/t']}>
        {withForm ? <FormFields /> : null}
        <Search />
      </MemoryRouter>
    );
    const view = render(page(true));
    act(() => setForm?.({ ...DEFAULTS, size: 500 }));
    expect(view.container.textContent).toBe('');
    view.rerender(page(false));
    expect(view.container.textContent).toBe('?dimensione=500');
  });

  it('starts the fields the address lacks from `initial`, and still writes what differs from the defaults', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/t?dimensione=500']}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => ({ state: useUrlState(SCHEMA, DEFAULTS, { initial: () => ({ ...DEFAULTS, height: '160' }) }), location: useLocation() }),
      { wrapper },
    );
    expect(result.current.state.value).toMatchObject({ height: '160', size: 500 });
    expect(result.current.location.search).toBe('?altezza=160&dimensione=500');
  });

  it('keeps personal inputs out of the address, and hands them only to the shared link', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/t?testo=segreto&altro=1']}>{children}</MemoryRouter>;
    const { result, unmount } = renderHook(
      () => ({ state: useUrlState(SCHEMA, DEFAULTS, { private: true }), location: useLocation() }),
      { wrapper },
    );
    // A link that carries them still fills the form, and they leave the address at once.
    expect(result.current.state.value.text).toBe('segreto');
    expect(result.current.location.search).toBe('?altro=1');
    act(() => result.current.state.set((form) => ({ ...form, text: 'mario', height: '175' })));
    expect(result.current.location.search).toBe('?altro=1');
    const shared = new URL(linkToShare({ href: 'https://orbita.example/t?altro=1' } as Location));
    expect(shared.searchParams.get('testo')).toBe('mario');
    expect(shared.searchParams.get('altezza')).toBe('175');
    unmount();
    expect(linkToShare({ href: 'https://orbita.example/t' } as Location)).toBe('https://orbita.example/t');
  });
});
