import { useEffect, useRef, useState } from 'react';
import { readEventStream } from '../api/open-event-stream';
import { isUnauthorized } from './use-dashboard-data';

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60_000;

interface LiveUpdateHandlers {
  /** A contact or a suggestion changed somewhere. */
  onChange: () => void;
  /** The feed refused the token. */
  onUnauthorized: () => void;
}

/**
 * Follows the admin event feed while the dashboard is open and reports every change; when the feed drops
 * (or is not there) it tries again later, waiting longer each time. Returns whether the feed is connected.
 */
export function useLiveUpdates(token: string, handlers: LiveUpdateHandlers): boolean {
  const [liveToken, setLiveToken] = useState<string | null>(null);
  const handlersRef = useRef(handlers);

  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const connect = async () => {
      try {
        await readEventStream(token, controller.signal, (event) => {
          if (event.event === 'ready') {
            failures = 0;
            setLiveToken(token);
          } else if (event.event.startsWith('orbita.')) {
            handlersRef.current.onChange();
          }
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) {
          handlersRef.current.onUnauthorized();
          return;
        }
      }
      if (controller.signal.aborted) return;
      setLiveToken(null);
      failures += 1;
      retry = setTimeout(() => void connect(), Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1)));
    };

    void connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [token]);

  return liveToken === token;
}
