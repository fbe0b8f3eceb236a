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
  method: HttpMethod;
  service: ServiceName;
  access: Access;
  /** Largest request body the gateway lets through, in bytes; JSON_BODY_LIMIT when unset. */
  bodyLimit?: number;
  /**
   * What one request costs of its address's budget of work a minute (the gateway's
   * REQUEST_BUDGET_PER_MINUTE), beside the count of requests; 1 when unset. Heavier for calls that
   * spend tens of milliseconds of CPU (images, exports), so many of them are refused where as
   * many cheap calls are not.
   */
  weight?: number;
  /** A long-lived answer (server-sent events): no upstream time limit on its body. */
  stream?: boolean;
}

/** A tool call is a few small fields: a few KB of JSON at most. */
export const JSON_BODY_LIMIT = 8 * 1024;
/** A call that carries a long text (a QR Code's 7,089 characters, a 5,000-character message). */
export const TEXT_BODY_LIMIT = 32 * 1024;
/**
 * The weight of a call that makes an image or a file: a large QR Code costs a tenth of a second of
 * CPU, a small one a few milliseconds, and the QR page asks for one at each keystroke.
 */
export const HEAVY_WEIGHT = 5;
/** A text to count: up to 700,000 characters, each at most six bytes of JSON. */
export const WORDS_BODY_LIMIT = 4_300_000;
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;

/**
 * Every call of the API and who serves it, by name. The gateway builds its proxies from this
 * table and each service registers its routes from its rows, so a path is written once.
 */
export const API = {
  calculateCalories: { path: '/api/calculate-calories', method: 'POST', service: 'tools', access: 'public' },
  convertCurrency: { path: '/api/convert-currency', method: 'POST', service: 'tools', access: 'public' },
  currencies: { path: '/api/currencies', method: 'GET', service: 'tools', access: 'public' },
  currencyHistory: { path: '/api/currency-history', method: 'GET', service: 'tools', access: 'public' },
  generatePalette: { path: '/api/generate-palette', method: 'POST', service: 'tools', access: 'public' },
  generateQr: { path: '/api/generate-qr', method: 'POST', service: 'tools', access: 'public', bodyLimit: TEXT_BODY_LIMIT, weight: HEAVY_WEIGHT },
  downloadQr: { path: '/api/generate-qr/download', method: 'GET', service: 'tools', access: 'public', weight: HEAVY_WEIGHT },
  convertNumber: { path: '/api/convert-number', method: 'POST', service: 'tools', access: 'public' },
  calculatePercentage: { path: '/api/calculate-percentage', method: 'POST', service: 'tools', access: 'public' },
  calculateVat: { path: '/api/calculate-vat', method: 'POST', service: 'tools', access: 'public' },
  checkIban: { path: '/api/check-iban', method: 'POST', service: 'tools', access: 'public' },
  convertUnit: { path: '/api/convert-unit', method: 'POST', service: 'tools', access: 'public' },
  countWorkingDays: { path: '/api/count-working-days', method: 'POST', service: 'tools', access: 'public' },
  calculateTaxCode: { path: '/api/calculate-tax-code', method: 'POST', service: 'tools', access: 'public' },
  checkTaxCode: { path: '/api/check-tax-code', method: 'POST', service: 'tools', access: 'public' },
  municipalities: { path: '/api/municipalities', method: 'GET', service: 'tools', access: 'public' },
  calculateLegalInterest: { path: '/api/calculate-legal-interest', method: 'POST', service: 'tools', access: 'public' },
  calculateLatePayment: { path: '/api/calculate-late-payment', method: 'POST', service: 'tools', access: 'public' },
  calculateMortgage: { path: '/api/calculate-mortgage', method: 'POST', service: 'tools', access: 'public' },
  checkVatNumber: { path: '/api/check-vat-number', method: 'POST', service: 'tools', access: 'public' },
  calculateWithholding: { path: '/api/calculate-withholding', method: 'POST', service: 'tools', access: 'public' },
  calculateNetSalary: { path: '/api/calculate-net-salary', method: 'POST', service: 'tools', access: 'public' },
  calculateFlatTax: { path: '/api/calculate-flat-tax', method: 'POST', service: 'tools', access: 'public' },
  calculateGraduationGrade: { path: '/api/calculate-graduation-grade', method: 'POST', service: 'tools', access: 'public' },
  convertLira: { path: '/api/convert-lira', method: 'POST', service: 'tools', access: 'public' },
  calculateTfr: { path: '/api/calculate-tfr', method: 'POST', service: 'tools', access: 'public' },
  revalueIstat: { path: '/api/revalue-istat', method: 'POST', service: 'tools', access: 'public' },
  calculateDateDifference: { path: '/api/calculate-date-difference', method: 'POST', service: 'tools', access: 'public' },
  addToDate: { path: '/api/add-to-date', method: 'POST', service: 'tools', access: 'public' },
  calculateAge: { path: '/api/calculate-age', method: 'POST', service: 'tools', access: 'public' },
  convertTimeZone: { path: '/api/convert-time-zone', method: 'POST', service: 'tools', access: 'public' },
  countWords: { path: '/api/count-words', method: 'POST', service: 'tools', access: 'public', bodyLimit: WORDS_BODY_LIMIT, weight: HEAVY_WEIGHT },
  calculateSingleAllowance: { path: '/api/calculate-single-allowance', method: 'POST', service: 'tools', access: 'public' },
  suggestTool: { path: '/api/suggest-tool', method: 'POST', service: 'suggestions', access: 'public', bodyLimit: TEXT_BODY_LIMIT },
  suggestions: { path: '/api/suggestions', method: 'GET', service: 'suggestions', access: 'public' },
  suggestionStats: { path: '/api/suggestions/stats', method: 'GET', service: 'suggestions', access: 'public' },
  voteSuggestion: { path: '/api/suggestions/:id/vote', method: 'POST', service: 'suggestions', access: 'public' },
  contact: { path: '/api/contact', method: 'POST', service: 'contacts', access: 'public', bodyLimit: TEXT_BODY_LIMIT },
  analyzeFood: {
    path: '/api/analyze-food',
    method: 'POST',
    service: 'ai-vision',
    access: 'public',
    bodyLimit: UPLOAD_BODY_LIMIT,
    weight: HEAVY_WEIGHT,
  },
  analyzeFoodStatus: { path: '/api/analyze-food/status', method: 'GET', service: 'ai-vision', access: 'public' },
  adminLogin: { path: '/api/admin/login', method: 'POST', service: 'admin-auth', access: 'public' },
  adminVerify: { path: '/api/admin/verify', method: 'GET', service: 'admin-auth', access: 'admin' },
  adminChangePassword: { path: '/api/admin/change-password', method: 'POST', service: 'admin-auth', access: 'admin' },
  adminEvents: { path: '/api/admin/events', method: 'GET', service: 'admin-auth', access: 'admin', stream: true },
  adminContacts: { path: '/api/admin/contacts', method: 'GET', service: 'contacts', access: 'admin' },
  adminContactStats: { path: '/api/admin/contacts/stats', method: 'GET', service: 'contacts', access: 'admin' },
  adminMarkContactRead: { path: '/api/admin/contacts/:id/read', method: 'PUT', service: 'contacts', access: 'admin' },
  adminDeleteContact: { path: '/api/admin/contacts/:id', method: 'DELETE', service: 'contacts', access: 'admin' },
  adminExportContacts: { path: '/api/admin/contacts.csv', method: 'GET', service: 'contacts', access: 'admin', weight: HEAVY_WEIGHT },
  adminContactActivity: { path: '/api/admin/contacts/daily', method: 'GET', service: 'contacts', access: 'admin' },
  adminSuggestions: { path: '/api/admin/suggestions', method: 'GET', service: 'suggestions', access: 'admin' },
  adminSuggestionStats: { path: '/api/admin/suggestions/stats', method: 'GET', service: 'suggestions', access: 'admin' },
  adminDeleteSuggestion: { path: '/api/admin/suggestions/:id', method: 'DELETE', service: 'suggestions', access: 'admin' },
  adminApproveSuggestion: { path: '/api/admin/suggestions/:id/approve', method: 'PUT', service: 'suggestions', access: 'admin' },
  adminExportSuggestions: { path: '/api/admin/suggestions.csv', method: 'GET', service: 'suggestions', access: 'admin', weight: HEAVY_WEIGHT },
  adminSuggestionActivity: { path: '/api/admin/suggestions/daily', method: 'GET', service: 'suggestions', access: 'admin' },
} as const satisfies Record<string, Route>;
export type ApiName = keyof typeof API;

/** The same table as a list, in the order above. */
export const ROUTES: readonly Route[] = Object.values(API);

export function routesOf(service: ServiceName): Route[] {
  return ROUTES.filter((route) => route.service === service);
}
