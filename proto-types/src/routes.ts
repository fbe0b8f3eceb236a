/** The services behind the gateway, with the port each listens on by default. */
export const SERVICES = {
  tools: { port: 8101, urlVariable: 'TOOLS_SERVICE_URL' },
  suggestions: { port: 8102, urlVariable: 'SUGGESTIONS_SERVICE_URL' },
  contacts: { port: 8103, urlVariable: 'CONTACTS_SERVICE_URL' },
  'admin-auth': { port: 8104, urlVariable: 'ADMIN_AUTH_SERVICE_URL' },
  'ai-vision': { port: 8105, urlVariable: 'AI_VISION_SERVICE_URL' },
} as const;
export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'admin';

export interface Route {
  /** Fastify path pattern, as the owning service registers it. */
  path: string;
  methods: readonly HttpMethod[];
  service: ServiceName;
  access: Access;
  /** Largest request body the gateway lets through, in bytes. */
  bodyLimit?: number;
  /** A long-lived answer (server-sent events): no upstream time limit on its body. */
  stream?: boolean;
}

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/** Every public call of the API and who serves it. The gateway builds its proxies from this table. */
export const ROUTES: readonly Route[] = [
  { path: '/api/calculate-calories', methods: ['POST'], service: 'tools', access: 'public' },
  { path: '/api/convert-currency', methods: ['POST'], service: 'tools', access: 'public' },
  { path: '/api/currencies', methods: ['GET'], service: 'tools', access: 'public' },
  { path: '/api/generate-palette', methods: ['POST'], service: 'tools', access: 'public' },
  { path: '/api/generate-qr', methods: ['POST'], service: 'tools', access: 'public' },
  { path: '/api/generate-qr/download', methods: ['GET'], service: 'tools', access: 'public' },
  { path: '/api/convert-number', methods: ['POST'], service: 'tools', access: 'public' },
  { path: '/api/suggest-tool', methods: ['POST'], service: 'suggestions', access: 'public' },
  { path: '/api/suggestions', methods: ['GET'], service: 'suggestions', access: 'public' },
  { path: '/api/suggestions/:id/vote', methods: ['POST'], service: 'suggestions', access: 'public' },
  { path: '/api/contact', methods: ['POST'], service: 'contacts', access: 'public' },
  {
    path: '/api/analyze-food',
    methods: ['POST'],
    service: 'ai-vision',
    access: 'public',
    bodyLimit: UPLOAD_BODY_LIMIT,
  },
  { path: '/api/analyze-food/status', methods: ['GET'], service: 'ai-vision', access: 'public' },
  { path: '/api/admin/login', methods: ['POST'], service: 'admin-auth', access: 'public' },
  { path: '/api/admin/verify', methods: ['GET'], service: 'admin-auth', access: 'admin' },
  { path: '/api/admin/change-password', methods: ['POST'], service: 'admin-auth', access: 'admin' },
  { path: '/api/admin/events', methods: ['GET'], service: 'admin-auth', access: 'admin', stream: true },
  { path: '/api/admin/contacts', methods: ['GET'], service: 'contacts', access: 'admin' },
  { path: '/api/admin/contacts/:id/read', methods: ['PUT'], service: 'contacts', access: 'admin' },
  { path: '/api/admin/contacts/:id', methods: ['DELETE'], service: 'contacts', access: 'admin' },
  { path: '/api/admin/suggestions', methods: ['GET'], service: 'suggestions', access: 'admin' },
  { path: '/api/admin/suggestions/:id', methods: ['DELETE'], service: 'suggestions', access: 'admin' },
];

export function routesOf(service: ServiceName): Route[] {
  return ROUTES.filter((route) => route.service === service);
}
