import type { OutboxRelay } from '@orbita/service-kit';
import type { AdminRepository } from './admins/admin-repository.js';
import type { WatermarkStore } from './admins/watermarks.js';
import type { LiveFeed } from './live-feed/live-feed.js';
import type { LoginThrottle } from './login/login-throttle.js';
import type { PasswordChecker } from './passwords/hashing.js';
import type { TokenIssuer } from './tokens/token-issuer.js';

/** What the routes of admin-auth work with, built once in `app.ts`. */
export interface AdminAuthContext {
  admins: AdminRepository;
  passwords: PasswordChecker;
  throttle: LoginThrottle;
  issuer: TokenIssuer;
  watermarks: WatermarkStore;
  outbox: OutboxRelay | null;
  feed: LiveFeed;
}
