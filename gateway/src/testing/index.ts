export { startBehindGateway, type BehindGateway, type GatewayCall } from './behind-gateway.js';
