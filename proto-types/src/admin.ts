import { Type, type Static } from 'typebox';
import { Timestamp } from './common.js';

export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64, title: 'Username' }),
  password: Type.String({ minLength: 1, maxLength: 256, title: 'Password' }),
});
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  username: Type.String(),
  expiresAt: Timestamp,
});
export type LoginResponse = Static<typeof LoginResponse>;

/** Failed logins on the admin's account in the last hour, and how long each new guess now waits. */
export const LoginSlowdown = Type.Object({
  failures: Type.Integer({ minimum: 0 }),
  waitSeconds: Type.Integer({ minimum: 0 }),
});
export type LoginSlowdown = Static<typeof LoginSlowdown>;

export const VerifyResponse = Type.Object({
  valid: Type.Literal(true),
  username: Type.String(),
  loginSlowdown: Type.Optional(LoginSlowdown),
});
export type VerifyResponse = Static<typeof VerifyResponse>;

export const ChangePasswordRequest = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 256, title: 'Password attuale' }),
  newPassword: Type.String({ minLength: 8, maxLength: 128, title: 'Nuova password' }),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/** A fresh token, so the session that changed the password stays logged in. */
export const ChangePasswordResponse = LoginResponse;
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** Claims of an admin token (RFC 7519 names). */
export const AdminTokenClaims = Type.Object({
  sub: Type.String(),
  iat: Type.Integer(),
  exp: Type.Integer(),
  iss: Type.String(),
  aud: Type.String(),
});
export type AdminTokenClaims = Static<typeof AdminTokenClaims>;

export const ADMIN_TOKEN_ISSUER = 'orbita-admin-auth';
export const ADMIN_TOKEN_AUDIENCE = 'orbita-admin';
/** Only asymmetric algorithms are ever accepted for admin tokens. */
export const ADMIN_TOKEN_ALGORITHMS = ['EdDSA'] as const;
/** Set by the gateway after it verified the token; any client-sent copy is removed. */
export const ADMIN_USER_HEADER = 'x-orbita-admin';
