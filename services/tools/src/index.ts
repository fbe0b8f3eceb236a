export { toolsService } from './service.js';
