/** The admin session kept in the browser, under the two keys the spec names. */
const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';

export interface AdminSession {
  token: string | null;
  username: string | null;
}

export function readSession(): AdminSession {
  return { token: localStorage.getItem(TOKEN_KEY), username: localStorage.getItem(USER_KEY) };
}

export function saveSession(token: string, username: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, username);
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
