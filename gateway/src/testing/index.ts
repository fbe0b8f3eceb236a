export { startBehindGateway, type BehindGateway, type GatewayCall } from './behind-gateway.js';
export { serviceBehindGatewayForSuite, type ServiceBehindGateway } from './service-behind-gateway.js';
