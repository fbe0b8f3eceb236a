import { runService } from '@orbita/service-kit';
import { suggestionsService } from './service.js';

await runService(suggestionsService);
