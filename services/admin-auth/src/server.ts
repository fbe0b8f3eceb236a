import { runService } from '@orbita/service-kit';
import { adminAuthService } from './service.js';

await runService(adminAuthService);
