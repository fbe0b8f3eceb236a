import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { ToolsConfig } from './config.js';
import { ExchangeRateStore } from './currency/rates-store.js';
import { loadShippedRates } from './currency/shipped-rates.js';
import { Calculations } from './heavy/calculations.js';
import { QrImages } from './qr/qr-images.js';
import { Municipalities } from './tax-code/municipalities.js';

/** What the routes of tools work with, built once in `app.ts`. */
export interface ToolsContext {
  rates: ExchangeRateStore;
  /**
   * The comuni and foreign states with their Belfiore codes, read from `data/` on first use and
   * kept: about 7 MB of heap that an instance nobody asks a codice fiscale of never holds.
   */
  municipalities: () => Municipalities;
  /** QR images, made in worker threads and kept by their parameters. */
  qrImages: QrImages;
  /** The heaviest calculations, in worker threads, with a share per address. */
  calculations: Calculations;
}

/** The exchange rates start with the service, stop with it, and show their day in readiness. */
export function toolsContext(app: FastifyInstance, { config, kv }: ServiceDeps<ToolsConfig>): ToolsContext {
  const rates = new ExchangeRateStore({
    kv,
    shipped: loadShippedRates(),
    feedUrl: config.RATES_URL,
    fetchTimeoutMs: config.RATES_FETCH_TIMEOUT_MS,
    refreshSeconds: config.RATES_REFRESH_SECONDS,
    syncSeconds: config.RATES_SYNC_SECONDS,
    log: app.log,
    dependencies: app.dependencies,
  });
  app.addHook('onReady', async () => rates.start());
  app.addHook('onClose', async () => rates.stop());
  app.addReadinessCheck({ name: 'exchange-rates', critical: false, check: async () => `rates of ${rates.current().date}` });
  const qrImages = new QrImages({
    threads: config.QR_WORKER_THREADS,
    queue: config.QR_QUEUE_MAX ?? 8 * config.QR_WORKER_THREADS,
    cacheBytes: config.QR_CACHE_MB * 1024 * 1024,
  });
  app.addHook('onClose', async () => await qrImages.close());
  const calculations = new Calculations({
    threads: config.CALC_WORKER_THREADS,
    queue: config.CALC_QUEUE_MAX ?? 8 * config.CALC_WORKER_THREADS,
    perAddress: config.CALC_PER_ADDRESS_MAX,
  });
  app.addHook('onClose', async () => await calculations.close());
  let municipalities: Municipalities | undefined;
  return { rates, municipalities: () => (municipalities ??= Municipalities.load()), qrImages, calculations };
}
