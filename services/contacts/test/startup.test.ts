import { describeServiceStartup } from '@orbita/service-kit/testing';
import { contactsService } from '@orbita/contacts';

describeServiceStartup(contactsService, { tables: ['messages'] });
