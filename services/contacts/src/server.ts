import { runService } from '@orbita/service-kit';
import { contactsService } from './service.js';

await runService(contactsService);
