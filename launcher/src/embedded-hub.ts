/*
 * The embedded hub's own process, started (and started again should it exit) by embedded.ts.
 */
import { initTracing } from '@orbita/service-kit/tracing';

// Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it, starts before the hub's modules are
// loaded, so that the instrumentations can patch them; unset, nothing more is loaded.
await initTracing('orbita');
const { default: closeWithGrace } = await import('close-with-grace');
const { default: pino } = await import('pino');
const { closeWhenSupervisorGoes, ConfigError, logFormatFor, logStream } = await import('@orbita/service-kit');
const { startHub } = await import('./hub.js');

// At a terminal (`make run`) a person reads the log, so it is printed readably; otherwise (or with
// LOG_FORMAT=json) it stays one JSON object a line for log collectors.
const logger = pino({ level: process.env.LOG_LEVEL || 'info' }, logStream(logFormatFor(process.env.LOG_FORMAT || undefined)));

// Until the hub is up there is nothing to close with grace: a stop signal, or the supervisor going
// away (its IPC channel closing), ends the start at once instead of leaving a hub no one watches.
const quitWhileStarting = () => process.exit(143);
process.once('SIGTERM', quitWhileStarting);
process.once('SIGINT', quitWhileStarting);
closeWhenSupervisorGoes();

try {
  const hub = await startHub({ env: process.env, logger });
  process.off('SIGTERM', quitWhileStarting);
  process.off('SIGINT', quitWhileStarting);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) logger.error({ err }, 'stopping after an error');
    else logger.info({ signal }, 'stopping');
    await hub.close();
  });
  console.warn(`\n  Orbita is in orbit: ${hub.url}\n  (Ctrl-C to stop)\n`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}
