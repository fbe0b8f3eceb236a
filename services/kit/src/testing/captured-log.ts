import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/** One line of a service's log, as pino writes it. */
export interface LogLine {
  level: number;
  msg: string;
  dependency?: string;
  [field: string]: unknown;
}

export interface CapturedLog {
  logger: FastifyBaseLogger;
  lines: LogLine[];
  /** The lines whose message is exactly `msg`. */
  withMessage(msg: string): LogLine[];
}

/** A logger that keeps every line in memory, for tests of what a service logs (and how often). */
export function captureLog(level = 'info'): CapturedLog {
  const lines: LogLine[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines, withMessage: (msg) => lines.filter((line) => line.msg === msg) };
}
