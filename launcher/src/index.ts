export { startHub, type Hub, type HubOptions } from './hub.js';
