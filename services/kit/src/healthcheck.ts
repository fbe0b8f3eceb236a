/**
 * The container healthcheck of the gateway and of every service: exits 0 when the server of this
 * container answers `GET /healthz` with a success, 1 otherwise (no answer within 2.5 s included).
 * Node runs it (`node /app/services/kit/dist/healthcheck.js`), so the image needs no curl or
 * wget, and the command has no argument with a space, which some engines split (podman 4.3).
 */
const port = process.env.PORT ?? '';

if (!/^\d+$/.test(port)) {
  console.error(`healthcheck: PORT is not a port number (${JSON.stringify(port)})`);
  process.exit(1);
}

fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2500) }).then(
  (response) => process.exit(response.ok ? 0 : 1),
  (error: unknown) => {
    console.error(`healthcheck: ${(error as Error).message}`);
    process.exit(1);
  },
);
