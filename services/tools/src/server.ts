import { runService } from '@orbita/service-kit';
import { toolsService } from './service.js';

await runService(toolsService);
