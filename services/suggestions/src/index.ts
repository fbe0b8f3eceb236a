export { suggestionsService } from './service.js';
