export { adminAuthService } from './service.js';
