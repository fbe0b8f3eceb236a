export { aiVisionService } from './service.js';
