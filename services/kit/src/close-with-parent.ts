/**
 * A process started by a supervisor with an IPC channel (the launchers of `make run` and
 * `make run-services`) closes itself when that channel closes: the supervisor is gone, even if it was
 * killed with SIGKILL and could pass nothing on. Without this, a hub or a service outlived its
 * launcher, kept its ports and its CPU, and the next start found them taken. `close` is the process's
 * graceful close (a signal to itself that close-with-grace handles).
 */
export function closeWhenSupervisorGoes(close: () => void = () => process.kill(process.pid, 'SIGTERM')): void {
  // `process.send` exists only in a process started with an IPC channel, and stays after it closes.
  if (typeof process.send !== 'function') return;
  // A slow start (a loaded machine) can end after the supervisor has already gone: close now.
  if (!process.connected) {
    setImmediate(close);
    return;
  }
  process.once('disconnect', close);
  // The channel alone must not keep an otherwise finished process alive.
  process.channel?.unref();
}
