export { BaseConfig, ConfigError, readConfig } from './config.js';
export { API_CONTENT_SECURITY_POLICY, createService, requireData, type ServiceDefinition, type ServiceDeps, type ServiceOptions } from './create-service.js';
export { runService } from './run-service.js';
export { closeWhenSupervisorGoes } from './close-with-parent.js';
export * from './http/errors.js';
export { errorAnswer } from './http/error-handler.js';
export { italianValidationMessage } from './http/italian-validation.js';
export { escapeForLog, ownRequestId, REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
export { logFormatFor, logStream, type LogFormat } from './http/log-stream.js';
export { GATEWAY_PROOF_HEADER } from './http/gateway-proof.js';
export type { ReadinessCheck } from './http/health.js';
export { METRICS_PATH, metricsPlugin, type MetricsOptions } from './http/metrics.js';
export type { Kv } from './kv/kv.js';
export { MemoryKv } from './kv/memory-kv.js';
export { RedisKv, type RedisKvOptions } from './kv/redis-kv.js';
export type { Bus, EventHandler, SubscribeOptions, Subscription } from './bus/bus.js';
export { MemoryBus } from './bus/memory-bus.js';
export { NatsBus, type NatsBusOptions } from './bus/nats-bus.js';
export { createPool, inTransaction, type Pool, type PoolClient } from './db/pool.js';
export { ACTIVITY_TIME_ZONE, countsPerDay, lastDays } from './db/daily-counts.js';
export { migrate } from './db/migrate.js';
export { enqueueEvent, startOutboxRelay, type EventBody, type OutboxRelay } from './db/outbox.js';
export { serviceData, type ServiceData, type Transaction, type TransactionOptions } from './db/service-data.js';
export { adminAuthPlugin, type AdminAuthOptions } from './auth/admin-auth.js';
export { AdminAccounts, ADMIN_ACCOUNT_ANSWER_TTL_MS, ADMIN_ACCOUNT_ASK_TIMEOUT_MS } from './auth/admin-accounts.js';
export { rateLimit, type RateLimit, type RateLimitOptions } from './http/rate-limit.js';
export { threadsForThisMachine, workerFile, WorkerPool, WORKER_NICENESS, type WorkerPoolOptions } from './workers/worker-pool.js';
export { checkInput, type InputChecks } from './http/input.js';
export { contractRoute, served } from './http/api-routes.js';
export { csvCell, csvDateTime, csvLine, sendCsv } from './http/csv.js';
export { serveAdminLists, type AdminLists } from './http/admin-lists.js';
export { allPages } from './http/all-pages.js';
export { creationRoute, type CreationRoute } from './http/creation-route.js';
export { DependencyLog, type DependencyReporter } from './http/dependency-log.js';
export { looksLikeEmail } from './validation/email.js';
export { isBlank } from './validation/blank.js';
export {
  conditionalGet,
  decodeCursor,
  encodeCursor,
  linkNext,
  PAGE_BYTES_MAX,
  pageOf,
  pageSize,
  rowsAfter,
  noStore,
  PRIVATE_NO_STORE,
  queryValidatorCompiler,
  SHORT_PUBLIC_CACHE,
  type CursorKey,
  type KeyColumnType,
  type ListKey,
  type Page,
} from './http/pages.js';
export { prefixSearchQuery } from './http/search.js';
