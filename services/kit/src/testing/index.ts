export { testUrls, type TestUrls } from './urls.js';
export { createTestBus, createTestDatabase, createTestKv, type TestBus, type TestDatabase } from './resources.js';
export { startFakeHttpServer, type FakeHttpServer, type FakeRoute } from './fake-http.js';
export { BEHIND_THE_GATEWAY, startTestService, type TestService } from './service.js';
export { createAdminTokenSigner, type AdminTokenSigner } from './admin-token.js';
export { startPrivateNats, type PrivateNatsServer, type StoredEvent } from './private-nats.js';
export { waitFor } from './wait-for.js';
export { freePort } from './free-port.js';
export {
  serviceOnPrivateNatsForSuite,
  startServiceOnPrivateNats,
  type OutboxRow,
  type ServiceOnPrivateNats,
  type ServiceOnPrivateNatsSuite,
} from './private-nats-service.js';
export { startServiceOnPrivateRedis, type ServiceOnPrivateRedis } from './private-redis-service.js';
export { startPrivateRedis, type PrivateRedisServer } from './private-redis.js';
export { startPrivatePostgres, type PrivatePostgresServer } from './private-postgres.js';
export { freshAddress } from './addresses.js';
export { collectEvents } from './events.js';
export { expectQuickAnswer, ANSWER_WITHOUT_WAITING_MS } from './quick-answer.js';
export { describeServiceStartup, type StartupExpectations } from './startup-suite.js';
export { routeTableMismatches, schemaMismatches } from './route-table.js';
export { expectBrokenJsonRefused } from './broken-json.js';
export { expectEachEventOnceAfterNatsReturns } from './delivered-once.js';
export { captureLog, type CapturedLog, type LogLine } from './captured-log.js';
export { startServiceOnPrivateDependencies, type ServiceOnPrivateDependencies } from './private-dependencies-service.js';
export { SteadyWrites, type WriteAnswer } from './steady-writes.js';
export { crashUnderLoad, type OutageFigures, type OutageOptions } from './dependency-outage.js';
export { describeDependencyFaults, DATABASE_UNAVAILABLE_ANSWER, type FaultSuiteOptions } from './fault-suite.js';
export { expectIndexed, planOf, type PlanNode } from './query-plan.js';
export { ANSWER_BYTES_MAX, expectAnswersUnderBudget, grownServiceForSuite, type GrownServiceSuite } from './grown-service.js';
export { captureTraces, type CapturedSpan, type TraceCapture } from './trace-capture.js';
