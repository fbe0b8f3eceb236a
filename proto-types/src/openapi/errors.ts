import type { ApiName, ServiceName } from '../routes.js';

/**
 * The `code` of every `{error, code}` answer, by HTTP status: those any service or the gateway may
 * answer (the kit's and the gateway's), then each service's own (its errors.ts). Listed in the
 * document beside each status. gateway/test/openapi/error-codes.test.ts reads every code the
 * sources answer, with its status, and fails until these lists are exactly those.
 */
export const COMMON_ERROR_CODES: Record<number, readonly string[]> = {
  400: [
    'INVALID_INPUT',
    'INVALID_JSON',
    'INVALID_CONTENT_LENGTH',
    'INVALID_CHARACTERS',
    'INVALID_URL',
    'MALFORMED_REQUEST',
    'MISSING_HOST',
    'UNKNOWN_METHOD',
    'UNSUPPORTED_METHOD',
    'GATEWAY_JSON_TOO_DEEP',
  ],
  401: ['UNAUTHORIZED'],
  403: ['GATEWAY_CROSS_SITE'],
  404: ['NOT_FOUND'],
  405: ['METHOD_NOT_ALLOWED'],
  408: ['REQUEST_TIMEOUT', 'GATEWAY_BODY_TIMEOUT'],
  413: ['PAYLOAD_TOO_LARGE', 'GATEWAY_PAYLOAD_TOO_LARGE'],
  414: ['URI_TOO_LONG'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'GATEWAY_JSON_REQUIRED', 'GATEWAY_UNSUPPORTED_CHARSET'],
  417: ['UNSUPPORTED_EXPECTATION'],
  429: ['TOO_MANY_REQUESTS', 'GATEWAY_BUDGET_EXCEEDED', 'GATEWAY_TOO_MANY_AT_ONCE'],
  431: ['HEADERS_TOO_LARGE'],
  500: ['INTERNAL_ERROR'],
  502: ['UPSTREAM_ERROR'],
  503: ['UPSTREAM_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'SERVICE_CLOSING', 'DATABASE_UNAVAILABLE'],
  504: ['UPSTREAM_TIMEOUT'],
};

export const SERVICE_ERROR_CODES: Record<ServiceName, Record<number, readonly string[]>> = {
  tools: {
    400: [
      'TOOLS_AMBIGUOUS_PLACE',
      'TOOLS_AMBIGUOUS_TIME',
      'TOOLS_INVALID_CALORIES',
      'TOOLS_INVALID_DATE',
      'TOOLS_INVALID_FLAT_TAX',
      'TOOLS_INVALID_GRADUATION',
      'TOOLS_INVALID_ISTAT',
      'TOOLS_INVALID_LATE_PAYMENT',
      'TOOLS_INVALID_LEGAL_INTEREST',
      'TOOLS_INVALID_LIRA',
      'TOOLS_INVALID_MORTGAGE',
      'TOOLS_INVALID_NET_SALARY',
      'TOOLS_INVALID_NUMBER',
      'TOOLS_INVALID_PERCENTAGE',
      'TOOLS_INVALID_QR',
      'TOOLS_INVALID_SINGLE_ALLOWANCE',
      'TOOLS_INVALID_TAX_CODE',
      'TOOLS_INVALID_TFR',
      'TOOLS_INVALID_TIME_ZONE',
      'TOOLS_INVALID_UNIT',
      'TOOLS_INVALID_VAT',
      'TOOLS_INVALID_WITHHOLDING',
      'TOOLS_INVALID_WORKING_DAYS',
      'TOOLS_NONEXISTENT_TIME',
    ],
    429: ['TOOLS_CALCULATIONS_PER_ADDRESS'],
    503: ['TOOLS_CALCULATIONS_BUSY', 'TOOLS_QR_BUSY'],
  },
  suggestions: { 400: ['SUGGESTIONS_INVALID_CURSOR', 'SUGGESTIONS_INVALID_INPUT'], 404: ['SUGGESTIONS_NOT_FOUND'], 409: ['SUGGESTIONS_DUPLICATE'] },
  contacts: { 400: ['CONTACTS_INVALID_CURSOR', 'CONTACTS_INVALID_INPUT'], 404: ['CONTACTS_NOT_FOUND'] },
  'admin-auth': {
    400: ['ADMIN_AUTH_WEAK_PASSWORD', 'ADMIN_AUTH_WRONG_CURRENT_PASSWORD'],
    401: ['ADMIN_AUTH_INVALID_CREDENTIALS'],
    429: ['ADMIN_AUTH_TOO_MANY_ATTEMPTS'],
  },
  'ai-vision': {
    400: ['AI_VISION_MALFORMED_UPLOAD', 'AI_VISION_MISSING_IMAGE', 'AI_VISION_WRONG_FIELD'],
    413: ['AI_VISION_IMAGE_TOO_LARGE', 'AI_VISION_TOO_MANY_PARTS', 'AI_VISION_TOO_MANY_PIXELS'],
    415: ['AI_VISION_NOT_MULTIPART', 'AI_VISION_UNSUPPORTED_IMAGE'],
    422: ['AI_VISION_MODEL_REFUSED', 'AI_VISION_NO_FOOD', 'AI_VISION_UNREADABLE_IMAGE'],
    502: ['AI_VISION_MODEL_ERROR', 'AI_VISION_MODEL_INVALID_ANSWER'],
    503: ['AI_VISION_MODEL_BUSY', 'AI_VISION_MODEL_REJECTED_KEY', 'AI_VISION_NOT_CONFIGURED'],
    504: ['AI_VISION_MODEL_TIMEOUT'],
  },
};

/** A refusal shown by example in the document: what the call answers, word for word. */
export interface ErrorExample {
  summary: string;
  error: string;
  code: string;
}

/** The 400s of a call worth an example each (a code of its own whose message says more than «invalid»). */
export const ERROR_EXAMPLES: Partial<Record<ApiName, readonly ErrorExample[]>> = {
  calculateSingleAllowance: [
    {
      summary: 'Un anno di cui non ci sono gli importi',
      error: "Gli importi dell'assegno unico sono tra i dati per 2025 e 2026: scegli uno di questi anni",
      code: 'TOOLS_INVALID_SINGLE_ALLOWANCE',
    },
    {
      summary: 'Un figlio nato dopo il mese considerato',
      error: 'Il figlio 1 nasce dopo marzo 2025: scegli un mese dalla nascita in poi',
      code: 'TOOLS_INVALID_SINGLE_ALLOWANCE',
    },
  ],
  convertTimeZone: [
    {
      summary: "Le 02:30 del 29 marzo 2026 in Italia non esistono (inizio dell'ora legale)",
      error: "Il 29 marzo 2026 a Roma le 02:30 non esistono: alle 02:00 gli orologi passano alle 03:00 (inizio dell'ora legale). Scegli un'ora prima delle 02:00 o dalle 03:00 in poi.",
      code: 'TOOLS_NONEXISTENT_TIME',
    },
    {
      summary: 'Le 02:30 del 25 ottobre 2026 in Italia ci sono due volte: manca «occurrence»',
      error:
        "Il 25 ottobre 2026 a Roma le 02:30 ci sono due volte: alle 03:00 gli orologi tornano alle 02:00 (fine dell'ora legale). Indica «occurrence»: «earlier» per la prima volta (UTC+02:00, ora legale) o «later» per la seconda (UTC+01:00, ora solare).",
      code: 'TOOLS_AMBIGUOUS_TIME',
    },
    {
      summary: 'Un fuso che non esiste',
      error: 'Il campo «Fuso di arrivo» non è un fuso orario conosciuto: «Europe/Atlantide» (usa un id IANA come Europe/Rome o America/New_York, o una città come Londra)',
      code: 'TOOLS_INVALID_TIME_ZONE',
    },
  ],
};

/** The Italian name of each status, for the answer's description. */
export const STATUS_TEXT: Record<number, string> = {
  200: 'Risposta',
  201: 'Creato',
  204: 'Nessun contenuto',
  304: 'Non modificato (ETag uguale a If-None-Match)',
  400: 'Richiesta non valida',
  401: 'Non autenticato',
  404: 'Non trovato',
  405: 'Metodo non consentito',
  408: 'Tempo scaduto per la richiesta',
  409: 'Già presente',
  413: 'Richiesta troppo grande',
  414: 'Indirizzo troppo lungo',
  415: 'Tipo di contenuto non supportato',
  417: 'Intestazione Expect non accettata',
  422: 'Contenuto non elaborabile',
  429: 'Troppe richieste',
  431: 'Intestazioni troppo grandi',
  500: 'Errore interno',
  502: 'Risposta non valida dal servizio',
  503: 'Servizio non disponibile',
  504: 'Il servizio non ha risposto in tempo',
};
