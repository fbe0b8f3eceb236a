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

/** `/healthz`: the process answers. `/readyz`: its dependencies answer too. */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { service: string }) => {
    const checks: ReadinessCheck[] = [];
    app.decorate('addReadinessCheck', (check: ReadinessCheck) => {
      checks.push(check);
    });

    app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok', service: opts.service, checks: {} }));

    app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
      const results = await Promise.all(checks.map(async (check) => [check, await runCheck(check)] as const));
      const down = results.some(([check, result]) => check.critical && !result.ok);
      const degraded = results.some(([, result]) => !result.ok);
      const answer: HealthAnswer = {
        status: down ? 'down' : degraded ? 'degraded' : 'ok',
        service: opts.service,
        checks: Object.fromEntries(results.map(([check, result]) => [check.name, result])),
      };
      return reply.status(down ? 503 : 200).send(answer);
    });
  },
  { name: 'orbita-health' },
);
