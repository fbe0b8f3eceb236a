import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { SERVICES } from '../../../proto-types/src/routes.js';
import { freePort } from '../../../services/kit/src/testing/free-port.js';

export { freePort };

/** The distributed mode binds every service on its fixed loopback port, so only one such hub can run at a time. */
export const SERVICE_PORTS: number[] = Object.values(SERVICES).map((service) => service.port);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Who holds the ports, as `ss` tells it, so the message says which process to stop. */
function holders(ports: number[]): string {
  try {
    const listening = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' });
    const lines = listening.split('\n').filter((line) => ports.some((port) => line.includes(`:${port} `)));
    return lines.length > 0 ? `\n${lines.join('\n')}` : '';
  } catch {
    return '';
  }
}

export const SERVICE_PORTS_WAIT_MS = 3 * 60_000;

/**
 * Waits until no other hub holds the service ports: a hub of the previous mode may still be closing,
 * or another run of the hub (`make run`, a launcher test) may be finishing on this machine.
 */
export async function waitForServicePorts(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  for (;;) {
    const busy: number[] = [];
    for (const port of SERVICE_PORTS) if (!(await isFree(port))) busy.push(port);
    if (busy.length === 0) return;
    if (!told && timeoutMs > 30_000) console.warn(`waiting for the service ports ${busy.join(', ')} to be free…${holders(busy)}`);
    told = true;
    if (Date.now() > deadline) {
      throw new Error(
        `the service ports ${busy.join(', ')} are still taken after ${timeoutMs / 1000} s: another Orbita hub ` +
          `(make run, make run-services or a launcher test) is running; stop it and run the suite again.${holders(busy)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
