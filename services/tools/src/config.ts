import { Type, type Static } from 'typebox';
import { threadsForThisMachine, type BaseConfig } from '@orbita/service-kit';

export const ToolsSettings = Type.Object({
  /**
   * The European Central Bank's reference rates of the last 90 days (or its daily XML, or any server
   * answering that format): the newest day converts, the others draw each pair's chart.
   */
  RATES_URL: Type.String({
    default: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml',
    pattern: '^https?://',
  }),
  /** Seconds between two fetches of the feed; the ECB publishes once a working day, around 16:00 CET. */
  RATES_REFRESH_SECONDS: Type.Integer({ default: 4 * 60 * 60, minimum: 1 }),
  /** Seconds between two reads of the rates another replica shared through the KV. */
  RATES_SYNC_SECONDS: Type.Integer({ default: 60, minimum: 1 }),
  /** Longest wait for the feed before the attempt counts as failed. */
  RATES_FETCH_TIMEOUT_MS: Type.Integer({ default: 10_000, minimum: 100 }),
  /** Worker threads that draw QR images: by default one fewer than the machine's cores, at least one. */
  QR_WORKER_THREADS: Type.Integer({ default: threadsForThisMachine(), minimum: 1 }),
  /** QR images that may wait for a thread (by default 8 per thread); one more answers 503 at once. */
  QR_QUEUE_MAX: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Memory for the most recently asked QR images, in MB (0 keeps none). */
  QR_CACHE_MB: Type.Integer({ default: 32, minimum: 0 }),
  /** Worker threads for the heaviest calculations (working days, mortgage plans): by default as many as for QR. */
  CALC_WORKER_THREADS: Type.Integer({ default: threadsForThisMachine(), minimum: 1 }),
  /** Heavy calculations that may wait for a thread (by default 8 per thread); one more answers 503 at once. */
  CALC_QUEUE_MAX: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Heavy calculations one address may have running or waiting; one more answers 429 at once. */
  CALC_PER_ADDRESS_MAX: Type.Integer({ default: 2, minimum: 1 }),
});
export type ToolsConfig = BaseConfig & Static<typeof ToolsSettings>;
