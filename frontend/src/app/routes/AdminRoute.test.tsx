import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ADMIN_SUGGESTIONS, CONTACTS, signIn, TOKEN } from '../../features/admin/admin-test-data';
import LoginPage from '../../features/admin/components/LoginPage';
import { fakeApi, NETWORK_DOWN } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import AdminRoute from './AdminRoute';

function renderAdmin(route = '/admin') {
  return renderPage(
    <Routes>
      <Route path="/admin" element={<AdminRoute />} />
      <Route path="/admin/login" element={<LoginPage />} />
    </Routes>,
    { route },
  );
}

const DASHBOARD_API = {
  'GET /api/admin/verify': { body: { valid: true, username: 'amministratrice' } },
  'GET /api/admin/contacts': { body: CONTACTS },
  'GET /api/admin/suggestions': { body: ADMIN_SUGGESTIONS },
  'GET /api/admin/events': { status: 404 },
};

describe('admin guard', () => {
  it('sends a visitor without a token to the login, without calling the server', async () => {
    const api = fakeApi({});
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('checks the token on entry and opens the dashboard when it is valid', async () => {
    signIn();
    const api = fakeApi(DASHBOARD_API);
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Benvenuto, amministratrice' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/verify')[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it.each([
    ['refused', { status: 401, body: { error: 'Sessione scaduta', code: 'X' } }],
    ['unreachable', NETWORK_DOWN],
  ] as const)('clears token and user and goes to the login when the check is %s', async (_, reply) => {
    signIn();
    fakeApi({ 'GET /api/admin/verify': reply });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('adminUser')).toBeNull();
  });
});

describe('admin login', () => {
  it('asks for username and password', async () => {
    const api = fakeApi({});
    const { user } = renderAdmin('/admin/login');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci username e password');
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it("shows the server's message, or 'Credenziali non valide' without one", async () => {
    fakeApi({ 'POST /api/admin/login': { status: 429, body: { error: 'Troppi tentativi: riprova tra 15 minuti', code: 'X' } } });
    const { user } = renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'sbagliata');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi: riprova tra 15 minuti');
    fakeApi({ 'POST /api/admin/login': { status: 401 } });
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText('Credenziali non valide')).toBeInTheDocument();
  });

  it('offers the dashboard to an admin who is already signed in', () => {
    signIn();
    fakeApi({});
    renderAdmin('/admin/login');
    expect(screen.getByRole('link', { name: 'Vai alla dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('stores adminToken and adminUser and opens the dashboard', async () => {
    const api = fakeApi({
      ...DASHBOARD_API,
      'POST /api/admin/login': { body: { token: TOKEN, username: 'admin', expiresAt: '2025-01-15T18:00:00Z' } },
    });
    const { user } = renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'una-password-lunga');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('heading', { name: 'Benvenuto, admin' })).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBe(TOKEN);
    expect(localStorage.getItem('adminUser')).toBe('admin');
    expect(api.callsTo('POST /api/admin/login')[0]?.json).toEqual({ username: 'admin', password: 'una-password-lunga' });
  });
});
