export { testUrls, type TestUrls } from './urls.js';
export { createTestBus, createTestDatabase, createTestKv, type TestBus, type TestDatabase } from './resources.js';
export { startFakeHttpServer, type FakeHttpServer, type FakeRoute } from './fake-http.js';
export { BEHIND_THE_GATEWAY, startTestService, type TestService } from './service.js';
export { createAdminTokenSigner, type AdminTokenSigner } from './admin-token.js';
export { startPrivateNats, type PrivateNatsServer, type StoredEvent } from './private-nats.js';
export { waitFor } from './wait-for.js';
export { startServiceOnPrivateNats, type OutboxRow, type ServiceOnPrivateNats } from './private-nats-service.js';
export { startPrivateRedis, type PrivateRedisServer } from './private-redis.js';
