import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { HealthAnswer } from '@orbita/proto-types';

export interface ReadinessCheck {
  name: string;
  /** A critical dependency makes the service not ready; another one only degrades it. */
  critical: boolean;
  check: () => Promise<string | void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    addReadinessCheck(check: ReadinessCheck): void;
  }
}

const CHECK_TIMEOUT_MS = 1500;

async function runCheck(check: ReadinessCheck): Promise<{ ok: boolean; detail?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer within 1.5 s')), CHECK_TIMEOUT_MS);
  });
  try {
    const detail = await Promise.race([check.check(), timeout]);
    return detail ? { ok: true, detail } : { ok: true };
  } catch (error) {
    return { ok: false, detail: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** How long the readiness of a service that faces clients is reused, whoever asks. */
export const PUBLIC_READINESS_CACHE_MS = 1500;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export interface HealthOptions {
  service: string;
  /**
   * The gateway's `/readyz` is reachable from the internet: it answers from a result at most
   * PUBLIC_READINESS_CACHE_MS old (however many ask, the checks run once meanwhile), and names its
   * checks only to a caller on this machine (the launcher, the bench, a probe on loopback).
   */
  publicReadiness?: boolean;
}

/** `/healthz`: the process answers. `/readyz`: its dependencies answer too. */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: HealthOptions) => {
    const checks: ReadinessCheck[] = [];
    app.decorate('addReadinessCheck', (check: ReadinessCheck) => {
      checks.push(check);
    });

    const runChecks = async (): Promise<HealthAnswer> => {
      const results = await Promise.all(checks.map(async (check) => [check, await runCheck(check)] as const));
      const down = results.some(([check, result]) => check.critical && !result.ok);
      const degraded = results.some(([, result]) => !result.ok);
      return {
        status: down ? 'down' : degraded ? 'degraded' : 'ok',
        service: opts.service,
        checks: Object.fromEntries(results.map(([check, result]) => [check.name, result])),
      };
    };
    let cached: { at: number; answer: Promise<HealthAnswer> } | undefined;
    const readiness = (): Promise<HealthAnswer> => {
      if (!opts.publicReadiness) return runChecks();
      const now = Date.now();
      if (!cached || now - cached.at >= PUBLIC_READINESS_CACHE_MS) cached = { at: now, answer: runChecks() };
      return cached.answer;
    };

    app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: opts.service, checks: {} }));

    app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
      const answer = await readiness();
      const named = !opts.publicReadiness || LOOPBACK.test(request.socket?.remoteAddress ?? '');
      return reply.status(answer.status === 'down' ? 503 : 200).send(named ? answer : { ...answer, checks: {} });
    });
  },
  { name: 'orbita-health' },
);
