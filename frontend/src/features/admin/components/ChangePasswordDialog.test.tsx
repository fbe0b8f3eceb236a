import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeApi, heldReply } from '../../../test/fake-api';
import { renderPage } from '../../../test/render';
import { ADMIN_SUGGESTIONS, CONTACTS, signIn, TOKEN } from '../admin-test-data';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DashboardPage } from './DashboardPage';

const LISTS = {
  'GET /api/admin/contacts': { body: CONTACTS },
  'GET /api/admin/suggestions': { body: ADMIN_SUGGESTIONS },
  'GET /api/admin/events': { status: 404 },
};

async function openDialog(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Cambia password' }));
  return screen.getByRole('dialog', { name: 'Cambia password' });
}

async function fill(user: ReturnType<typeof renderPage>['user'], dialog: HTMLElement, values: [string, string, string]) {
  const labels = ['Password attuale', 'Nuova password', 'Conferma la nuova password'];
  for (const [index, label] of labels.entries()) {
    const input = within(dialog).getByLabelText(label);
    await user.clear(input);
    if (values[index]) await user.type(input, values[index]);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Cambia password' }));
}

describe('change-password dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('checks all fields, the length and the confirmation', async () => {
    signIn();
    const api = fakeApi(LISTS);
    const { user } = renderPage(<DashboardPage />, { route: '/admin' });
    const dialog = await openDialog(user);
    await fill(user, dialog, ['vecchia-password', '', '']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tutti i campi sono obbligatori');
    await fill(user, dialog, ['vecchia-password', 'corta', 'corta']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('La nuova password deve essere di almeno 8 caratteri');
    await fill(user, dialog, ['vecchia-password', 'nuova-password', 'altra-password']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Le password non coincidono');
    expect(api.callsTo('POST /api/admin/change-password')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message or the fallback", async () => {
    signIn();
    fakeApi({ ...LISTS, 'POST /api/admin/change-password': { status: 400, body: { error: 'La password attuale non è corretta', code: 'X' } } });
    const { user } = renderPage(<DashboardPage />, { route: '/admin' });
    const dialog = await openDialog(user);
    await fill(user, dialog, ['sbagliata', 'nuova-password', 'nuova-password']);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La password attuale non è corretta');
    fakeApi({ ...LISTS, 'POST /api/admin/change-password': { status: 500 } });
    await fill(user, dialog, ['sbagliata', 'nuova-password', 'nuova-password']);
    expect(await within(dialog).findByText('Errore durante il cambio password')).toBeInTheDocument();
  });

  it('keeps the fresh token at once, shows success and closes after 2 seconds', async () => {
    jest.useFakeTimers();
    signIn('amministratrice');
    const held = heldReply();
    const api = fakeApi({ ...LISTS, 'POST /api/admin/change-password': held.handler });
    const { user } = renderPage(<DashboardPage />, { route: '/admin', fakeTimers: true });
    const dialog = await openDialog(user);
    await fill(user, dialog, ['vecchia-password', 'nuova-password', 'nuova-password']);
    expect(api.callsTo('POST /api/admin/change-password')[0]).toMatchObject({
      json: { currentPassword: 'vecchia-password', newPassword: 'nuova-password' },
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    held.release({ body: { token: 'token-nuovo', username: 'amministratrice', expiresAt: '2025-01-15T20:00:00Z' } });
    expect(await within(dialog).findByText('Password cambiata con successo!')).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe('token-nuovo');
    await act(() => jest.advanceTimersByTimeAsync(1_900));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aggiorna' }));
    expect(api.callsTo('GET /api/admin/contacts').at(-1)?.headers.Authorization).toBe('Bearer token-nuovo');
  });

  it('closes 2 seconds after the success even while the page keeps re-rendering it', async () => {
    jest.useFakeTimers();
    const held = heldReply();
    fakeApi({ 'POST /api/admin/change-password': held.handler });
    const closed: string[] = [];
    const dialogWith = (render: number) => (
      <ChangePasswordDialog token={TOKEN} onPasswordChanged={() => {}} onUnauthorized={() => {}} onClose={() => closed.push(`render ${render}`)} />
    );
    const { user, rerender } = renderPage(dialogWith(0), { route: '/admin', fakeTimers: true });
    const dialog = screen.getByRole('dialog', { name: 'Cambia password' });
    await fill(user, dialog, ['vecchia-password', 'nuova-password', 'nuova-password']);
    held.release({ body: { token: 'token-nuovo', username: 'admin', expiresAt: '2025-01-15T20:00:00Z' } });
    expect(await within(dialog).findByText('Password cambiata con successo!')).toBeInTheDocument();
    for (let render = 1; render <= 4; render += 1) {
      rerender(<MemoryRouter initialEntries={['/admin']}>{dialogWith(render)}</MemoryRouter>);
      await act(() => jest.advanceTimersByTimeAsync(450));
    }
    expect(closed).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(closed).toEqual(['render 4']);
  });
});
