/** Past this, a task waiting for a frame runs anyway: a hidden tab draws no frames. */
const FRAME_WAIT_LIMIT_MS = 250;

/**
 * Runs `task` once the frame that shows the current change has been painted (a task queued from the next
 * animation frame runs after that frame), so work the visitor does not see waits for what they do see.
 * Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(limit);
  };
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const limit = setTimeout(run, FRAME_WAIT_LIMIT_MS);
  return cancel;
}

/** `afterNextPaint` as a promise: for a download that must not hold up what the page is about to paint. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => afterNextPaint(resolve));
}
