import { createRequire } from 'node:module';
import type pino from 'pino';
import type PinoPretty from 'pino-pretty';
import { bufferedStdout } from './access-log.js';

/** `json` (one object a line, for collectors) or `pretty` (one readable line an event, for a person). */
export type LogFormat = 'json' | 'pretty';

/**
 * A person reads the log where standard output is a terminal (`make run`, `make run-services`); anything
 * else (a pipe, a file, a container's log driver) gets JSON. `LOG_FORMAT` decides when it is set.
 */
export function logFormatFor(setting: string | undefined, isTerminal = Boolean(process.stdout.isTTY)): LogFormat {
  if (setting === 'json' || setting === 'pretty') return setting;
  return isTerminal ? 'pretty' : 'json';
}

/**
 * The message after the service that logged it; a line that carries `attention: true` (the first admin's
 * password) is framed so that it stands out among the start-up lines.
 */
function formatMessage(log: Record<string, unknown>, messageKey: string): string {
  const text = String(log[messageKey] ?? '');
  const message = typeof log.service === 'string' ? `${log.service}: ${text}` : text;
  if (log.attention !== true) return message;
  const rule = '═'.repeat(Math.min(Math.max(message.length, 20), 100));
  return `\n\x1b[1;33m${rule}\n${message}\n${rule}\x1b[0m`;
}

/**
 * pino-pretty is loaded only for a terminal, in this thread (no transport worker per service): the JSON
 * path of a deployed service never loads it.
 */
function loadPretty(): typeof PinoPretty {
  return createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
}

/** How a readable line is made: the time of day, the level, the service and the message. */
export const PRETTY_OPTIONS = {
  translateTime: 'HH:MM:ss',
  ignore: 'pid,hostname,service,attention',
  singleLine: true,
  messageFormat: formatMessage,
} as const;

/** One log object as the terminal shows it (what the readable stream writes for it). */
export function prettyLine(log: Record<string, unknown>): string {
  return loadPretty().prettyFactory({ ...PRETTY_OPTIONS, colorize: false })(log);
}

function prettyStdout(): pino.DestinationStream {
  return loadPretty()({ ...PRETTY_OPTIONS, sync: true });
}

/** Where a service's (or the embedded hub's) log goes, in the format chosen for this output. */
export function logStream(format: LogFormat): pino.DestinationStream {
  return format === 'pretty' ? prettyStdout() : bufferedStdout();
}
