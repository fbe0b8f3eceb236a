import { describeServiceStartup } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';

describeServiceStartup(suggestionsService, { tables: ['suggestions', 'votes'] });
