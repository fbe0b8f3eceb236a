export { gatewayService, GATEWAY_PORT } from './service.js';
