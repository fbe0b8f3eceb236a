import { runService } from '@orbita/service-kit';
import { gatewayService } from './service.js';

await runService(gatewayService);
