import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * The page may load only from its own origin (images also from `data:` and `blob:` URLs, for the QR code and
 * the photo preview) and compile only its own WebAssembly, may not be framed, and sends only its origin as referrer.
 */
export const GATEWAY_SECURITY_HEADERS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly compiled from this site's own code (the HEIC decoder of the image tools); still no eval.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};
