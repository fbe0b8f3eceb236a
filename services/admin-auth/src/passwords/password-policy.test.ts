import { commonPasswords } from './common-passwords.js';
import {
  passwordProblem,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
} from './password-policy.js';

const common = commonPasswords();

describe('new password policy', () => {
  it('ships the 3,000 most common passwords, most common first', () => {
    expect(common.size).toBeGreaterThan(2900);
    expect(common.has('123456')).toBe(true);
    expect(common.has('password')).toBe(true);
  });

  it('refuses fewer than 8 characters with the message of the spec', () => {
    expect(passwordProblem('Xq7#pL2', common)).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe('La nuova password deve essere di almeno 8 caratteri');
  });

  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblem('🚀🪐🚀🪐', common)).toBe(PASSWORD_TOO_SHORT);
    expect(passwordProblem('🚀🪐🚀🪐🚀🪐🚀🪐', common)).toBeNull();
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblem('a'.repeat(129), common)).toBe(PASSWORD_TOO_LONG);
    expect(passwordProblem('lunga frase segreta '.repeat(6).slice(0, 128), common)).toBeNull();
  });

  it('refuses the current password', () => {
    expect(passwordProblem('orbita-lunare-42', common, 'orbita-lunare-42')).toBe(PASSWORD_UNCHANGED);
  });

  it('refuses a common password whatever its case', () => {
    expect(passwordProblem('password1', common)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('PassWord1', common)).toBe(PASSWORD_TOO_COMMON);
    expect(passwordProblem('iloveyou', common)).toBe(PASSWORD_TOO_COMMON);
  });

  it('accepts a long uncommon passphrase with spaces and no special classes', () => {
    expect(passwordProblem('cavallo batteria graffetta', common, 'vecchia')).toBeNull();
  });
});
