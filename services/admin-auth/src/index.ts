export { adminAuthService } from './service.js';
export {
  assertPublicKeyMatches,
  generateAdminJwtKeys,
  loadAdminJwtKeys,
  PRIVATE_KEY_FILE,
  PUBLIC_KEY_FILE,
  type AdminJwtKeys,
  type AdminJwtKeySource,
} from './keys/signing-keys.js';
export { LIVE_FEED_SUBJECTS } from './live-feed/live-feed.js';
