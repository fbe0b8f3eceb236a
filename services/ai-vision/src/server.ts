import { runService } from '@orbita/service-kit';
import { aiVisionService } from './service.js';

await runService(aiVisionService);
