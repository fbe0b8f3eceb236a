import { fileURLToPath } from 'node:url';
import { hubEnvironment } from './hub-environment.js';
import { supervise } from './supervisor.js';

/*
 * `make run`: the whole hub in one process (embedded-hub.ts), kept running by this small one.
 * Should the hub exit on its own (an error nothing caught), it is started again with backoff
 * instead of leaving the site down; Ctrl-C stops it for good.
 */
const hub = supervise({
  name: 'orbita hub',
  command: process.execPath,
  // V8 lets the young generation grow to 2 × 16 MB, which the start-up's allocations fill and an
  // idle hub then keeps resident; 2 MB semi-spaces hold the hub's idle size about 30 MB lower.
  args: ['--max-semi-space-size=2', fileURLToPath(new URL('./embedded-hub.js', import.meta.url))],
  // Its own process group: Ctrl-C reaches this process alone, which passes it on once
  // (a second signal would make the hub give up its graceful close). The IPC channel tells the hub
  // when this process is gone, however it ended, so the hub never outlives it.
  spawnOptions: { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], detached: true, env: hubEnvironment(process.env) },
  log: (line) => console.error(line),
  onGiveUp: (code) => process.exit(code),
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void hub.stop(signal).then(() => process.exit(0));
  });
}
