import type { Page, Response } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { expectEqual, see, seeMessage, waitUntil } from '../support/screen.js';
import { PHONE, type Suite, type Visit } from '../support/session.js';

export const refusedLogin = (response: Response) => response.url().endsWith('/api/admin/login') && response.status() === 401;

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** An administrator on the dashboard, logged in through the login page. */
export async function openDashboard(suite: Suite, options: { width?: number } = {}): Promise<Visit> {
  const visit = await suite.visit('/admin/login', options);
  const { username, password } = suite.hub().admin;
  await logIn(visit.page, username, password);
  await see(visit.page, visit.page.getByRole('heading', { level: 1, name: `Benvenuto, ${username}` }), 'the dashboard welcome');
  await see(visit.page, visit.page.getByText(/Ultimo aggiornamento: /), 'the time of the last update');
  return visit;
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('adminToken'), user: localStorage.getItem('adminUser') }));

export function describeAdminSession(suite: Suite): void {
  it('admin: /admin without a token goes to the login page', async () => {
    const { page } = await suite.visit('/admin');
    await see(page, page.getByRole('heading', { level: 1, name: 'Area amministrativa' }), 'the login page');
    await expectEqual(page, new URL(page.url()).pathname, '/admin/login', 'the address');
  });

  it('admin: empty fields and a wrong password are refused with the spec message, and nothing is stored', async () => {
    const { page, watch } = await suite.visit('/admin/login');
    watch.expect(refusedLogin);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await seeMessage(page, 'Inserisci username e password');
    await logIn(page, suite.hub().admin.username, 'password-sbagliata');
    await seeMessage(page, 'Credenziali non valide');
    await expectEqual(page, await storedSession(page), { token: null, user: null }, 'the session kept in the browser');
  });

  it('admin: logging in opens the dashboard with statistics and tabs, which pass axe at both widths', async () => {
    const { page } = await openDashboard(suite);
    await expectEqual(page, (await storedSession(page)).user, suite.hub().admin.username, 'the stored adminUser');
    for (const label of ['Contatti totali', 'Da leggere', 'Suggerimenti', 'Priorità alta']) {
      await see(page, page.locator('.admin__stat').filter({ hasText: label }), `the stat card "${label}"`);
    }
    await see(page, page.getByRole('tab', { name: /^Contatti \(\d+\)$/ }), 'the Contatti tab');
    await see(page, page.getByRole('tab', { name: /^Suggerimenti \(\d+\)$/ }), 'the Suggerimenti tab');
    await expectAccessible(page, 'the admin dashboard at desktop width');
    await suite.screenshot(page, 'admin-dashboard');
    await page.setViewportSize({ width: PHONE, height: 812 });
    await expectAccessible(page, 'the admin dashboard at phone width');
    await suite.screenshot(page, 'admin-dashboard');
  });

  it('admin: Esci clears the session and /admin asks for the login again', async () => {
    const { page } = await openDashboard(suite);
    await page.getByRole('button', { name: 'Esci' }).click();
    await see(page, page.getByRole('heading', { level: 1, name: 'Area amministrativa' }), 'the login page after Esci');
    await expectEqual(page, await storedSession(page), { token: null, user: null }, 'the session kept in the browser');
    await page.goto('/admin');
    await see(page, page.getByRole('heading', { level: 1, name: 'Area amministrativa' }), 'the login page when coming back to /admin');
  });
}

/** The change-password dialog: its two rules first, then the change itself, which closes the dialog by itself. */
async function changePassword(page: Page, oldPassword: string, newPassword: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await see(page, dialog, 'the change-password dialog');
  await expectAccessible(page, 'the change-password dialog');
  const fill = async (next: string, confirm: string) => {
    await dialog.getByLabel('Password attuale').fill(oldPassword);
    await dialog.getByLabel('Nuova password', { exact: true }).fill(next);
    await dialog.getByLabel('Conferma la nuova password').fill(confirm);
    await dialog.getByRole('button', { name: 'Cambia password' }).click();
  };
  await fill('corta', 'corta');
  await seeMessage(page, 'La nuova password deve essere di almeno 8 caratteri');
  await fill(newPassword, `${newPassword}x`);
  await seeMessage(page, 'Le password non coincidono');
  await fill(newPassword, newPassword);
  await seeMessage(page, 'Password cambiata con successo!');
  await waitUntil(page, async () => (await dialog.count()) === 0, 'the dialog to close by itself', 5_000);
}

export function describePasswordChange(suite: Suite): void {
  it('admin: change password: its rules, then the old session ends and only the new password works', async () => {
    const { page } = await openDashboard(suite);
    const admin = suite.hub().admin;
    const before = await storedSession(page);
    const oldPassword = admin.password;
    const newPassword = `${oldPassword}-nuova`;
    await changePassword(page, oldPassword, newPassword);
    admin.password = newPassword;

    const after = await storedSession(page);
    await expectEqual(page, after.token !== null && after.token !== before.token, true, 'a fresh token kept after the change');
    await page.reload();
    await see(page, page.getByRole('heading', { level: 1, name: /^Benvenuto/ }), 'the dashboard after a reload with the fresh token');

    const old = await suite.visit('/admin', { storage: { adminToken: before.token!, adminUser: before.user! } });
    old.watch.expect((response) => /\/api\/admin\//.test(response.url()) && response.status() === 401);
    await see(old.page, old.page.getByRole('heading', { level: 1, name: 'Area amministrativa' }), 'the login page for the session from before the change');

    const relogin = await suite.visit('/admin/login');
    relogin.watch.expect(refusedLogin);
    await logIn(relogin.page, admin.username, oldPassword);
    await seeMessage(relogin.page, 'Credenziali non valide');
    await logIn(relogin.page, admin.username, newPassword);
    await see(relogin.page, relogin.page.getByRole('heading', { level: 1, name: /^Benvenuto/ }), 'the dashboard with the new password');
  });
}
