import { fileURLToPath } from 'node:url';
import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

const ServiceUrl = Type.Optional(Type.String({ pattern: '^https?://' }));

export const GatewaySettings = Type.Object({
  TOOLS_SERVICE_URL: ServiceUrl,
  SUGGESTIONS_SERVICE_URL: ServiceUrl,
  CONTACTS_SERVICE_URL: ServiceUrl,
  ADMIN_AUTH_SERVICE_URL: ServiceUrl,
  AI_VISION_SERVICE_URL: ServiceUrl,
  /** Where the frontend container listens; without it the gateway serves FRONTEND_DIST itself. */
  FRONTEND_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  FRONTEND_DIST: Type.String({ default: fileURLToPath(new URL('../../frontend/dist', import.meta.url)) }),
  /**
   * The site's public address (https://orbita.example.it), written into each page's canonical address, Open
   * Graph card, the sitemap and robots.txt; without it, the address each request came to.
   */
  ORBITA_SITE_URL: Type.Optional(Type.String({ pattern: '^https?://[^/\\s]+(/[^\\s]*)?$' })),
  /** Requests per client address per minute, on any path. */
  RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  /** Requests of one client address under way at once in one gateway process, bodies still arriving included. */
  CONCURRENT_REQUESTS_PER_ADDRESS: Type.Integer({ minimum: 1, default: 10 }),
  /**
   * Weighted requests to /api per client address per minute, beside the count: a call weighs its
   * route's `weight` in the route table (1 by default, 5 for an image or a file).
   */
  REQUEST_BUDGET_PER_MINUTE: Type.Integer({ minimum: 1, default: 1200 }),
  /**
   * Longest wait for the rest of a JSON (or chunked) body once the request's head has arrived: 408
   * past it. Every request, uploads included, must also arrive whole within 60 s.
   */
  BODY_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  /** Longest wait for a service's answer; above the food analysis's model timeout. */
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 40_000 }),
});
export type GatewayConfig = BaseConfig & Static<typeof GatewaySettings>;
