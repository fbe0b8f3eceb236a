import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@orbita/proto-types';
import { italianValidationMessage, routeSchemaFor } from './italian-validation.js';

/** Fastify's and its plugins' own errors, said in Italian. Their English text is never shown. */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; error: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    error: 'Tipo di contenuto non supportato',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', error: 'La richiesta è troppo grande' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    error: 'Il corpo della richiesta è vuoto: è atteso un JSON',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    error: 'Il corpo della richiesta non è un JSON valido',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'INVALID_CONTENT_LENGTH',
    error: 'La lunghezza dichiarata della richiesta non corrisponde al contenuto',
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Richiesta non valida',
  401: 'Autenticazione richiesta',
  403: 'Accesso negato',
  404: 'Risorsa non trovata',
  405: 'Metodo non consentito',
  406: 'Formato di risposta non disponibile',
  408: 'Tempo scaduto per la richiesta',
  409: 'Conflitto con lo stato attuale',
  413: 'La richiesta è troppo grande',
  415: 'Tipo di contenuto non supportato',
  422: 'Impossibile elaborare la richiesta',
  429: 'Troppe richieste: riprova più tardi',
  502: 'Il servizio ha risposto in modo non valido',
  503: 'Servizio momentaneamente non disponibile',
  504: 'Il servizio non ha risposto in tempo',
};

/** An error of ours carries an Italian message meant for the person and a code without Fastify's prefix. */
function isOwnError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && typeof error.code === 'string' && !error.code.startsWith('FST_');
}

export function errorAnswer(error: FastifyError, request?: FastifyRequest): { status: number; body: ErrorBody } {
  if (error.validation) {
    const context = error.validationContext ?? 'body';
    return {
      status: 400,
      body: { error: italianValidationMessage(error.validation, context, routeSchemaFor(request, context)), code: 'INVALID_INPUT' },
    };
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (known) return { status: known.status, body: { error: known.error, code: known.code } };
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: { error: FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!.error, code: 'INVALID_JSON' } };
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (isOwnError(error)) return { status, body: { error: error.message, code: error.code } };
  if (status >= 500 && !STATUS_TEXT[status]) {
    return { status: 500, body: { error: 'Errore interno del server: riprova più tardi', code: 'INTERNAL_ERROR' } };
  }
  return { status, body: { error: STATUS_TEXT[status] ?? 'Richiesta non valida', code: `HTTP_${status}` } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = errorAnswer(error, request);
    // A dependency's outage is logged by the dependency log, once for all the requests it refuses.
    const dependency = (error as { dependency?: string }).dependency;
    // Dated from the request's start: one that waited out the end of an outage is not a new one.
    if (dependency) request.server.dependencies?.down(dependency, error, Date.now() - reply.elapsedTime);
    // A refusal of ours (busy, closing: a 503 saying when to come back) is an answer, not a failure.
    else if (status >= 500 && !(isOwnError(error) && (error as { retryAfter?: number }).retryAfter !== undefined)) {
      request.log.error({ err: error }, 'request failed');
    }
    else request.log.info({ code: body.code, status }, 'request refused');
    const retryAfter = (error as { retryAfter?: number }).retryAfter;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: `Percorso non trovato: ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    };
    return reply.status(404).send(body);
  });
}
