import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@orbita/proto-types';
import { REQUEST_ID_HEADER } from './request-id.js';

interface Refusal {
  status: number;
  body: ErrorBody;
}

/**
 * Errors the router raises before any route or hook runs. Fastify answers them itself in English
 * and in its own shape, without the hooks that add the security headers and the request id.
 */
const ROUTER_ERRORS: Record<string, Refusal> = {
  FST_ERR_BAD_URL: { status: 400, body: { error: "L'indirizzo della richiesta non è codificato correttamente", code: 'INVALID_URL' } },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: { error: "Un elemento dell'indirizzo è troppo lungo", code: 'URI_TOO_LONG' },
  },
};

const UNREADABLE_REQUEST: Refusal = { status: 400, body: { error: 'Richiesta HTTP non valida', code: 'MALFORMED_REQUEST' } };

/** What Node's HTTP parser refuses, by its error code; anything else it refuses is a malformed request. */
const PARSER_ERRORS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    body: { error: "L'indirizzo o le intestazioni della richiesta sono troppo lunghi", code: 'HEADERS_TOO_LARGE' },
  },
  HPE_INVALID_METHOD: { status: 400, body: { error: 'Metodo HTTP sconosciuto', code: 'UNKNOWN_METHOD' } },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, body: { error: 'Tempo scaduto per la richiesta', code: 'REQUEST_TIMEOUT' } },
  ERR_HTTP_HEADERS_TIMEOUT: { status: 408, body: { error: 'Tempo scaduto per la richiesta', code: 'REQUEST_TIMEOUT' } },
};

const UNSUPPORTED_EXPECTATION: Refusal = {
  status: 417,
  body: { error: "L'intestazione Expect accetta solo il valore 100-continue", code: 'UNSUPPORTED_EXPECTATION' },
};

const CONNECT_REFUSED: Refusal = { status: 400, body: { error: 'Il metodo CONNECT non è supportato', code: 'UNSUPPORTED_METHOD' } };

const MISSING_HOST: Refusal = { status: 400, body: { error: "Manca l'intestazione Host della richiesta", code: 'MISSING_HOST' } };

const REASON: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  417: 'Expectation Failed',
  431: 'Request Header Fields Too Large',
};

/** How long a socket whose request was refused is read (and its bytes dropped) after the refusal. */
const REFUSED_REQUEST_LINGER_MS = 2_000;
/** Sockets refused by `clientErrorHandler`, still being read: destroyed when a service closes. */
const refusedSockets = new Set<Socket>();

export interface FrameworkErrorOptions {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => void;
}

/**
 * Fastify's `frameworkErrors` and `clientErrorHandler` server options, answering in Italian as
 * `{error, code}` with the service's security headers (`headers`), as every other answer does.
 */
export function frameworkErrorOptions(headers: Record<string, string>): FrameworkErrorOptions {
  return {
    frameworkErrors(error, request, reply) {
      const refusal = ROUTER_ERRORS[error.code] ?? UNREADABLE_REQUEST;
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
      request.log.info({ code: refusal.body.code, status: refusal.status }, 'request refused');
      void reply.status(refusal.status).send(refusal.body);
    },
    clientErrorHandler(error, socket) {
      // A reset connection has nobody left to answer; one refused already is being let go.
      if (error.code === 'ECONNRESET' || socket.destroyed || refusedSockets.has(socket)) return;
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      // Closed at once with the client's bytes still unread (a 70 KB address, say), the socket
      // would answer them with a reset, which reaches the client beside the refusal (Node 24's
      // client reports it as ECONNRESET, a browser may show no answer at all). So the refusal is
      // sent and our side ended, and what the client still sends is read and dropped until it ends
      // its side, for REFUSED_REQUEST_LINGER_MS at most (and none once the service closes).
      refusedSockets.add(socket);
      socket.on('close', () => refusedSockets.delete(socket));
      socket.on('error', () => undefined);
      socket.setTimeout(REFUSED_REQUEST_LINGER_MS, () => socket.destroy());
      socket.on('data', () => undefined);
      socket.end(rawAnswer(PARSER_ERRORS[error.code ?? ''] ?? UNREADABLE_REQUEST, headers));
    },
  };
}

/** The whole HTTP answer as bytes, for a socket whose request Node's parser could not read. */
function rawAnswer({ status, body }: Refusal, headers: Record<string, string>): string {
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${REASON[status] ?? 'Bad Request'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

function answerRaw(response: ServerResponse, { status, body }: Refusal, headers: Record<string, string>): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    connection: 'close',
  });
  response.end(json);
}

/** How long a refused CONNECT's socket may stay open after its answer if its client never ends it. */
const REFUSED_TUNNEL_LINGER_MS = 5_000;

/**
 * Three answers Node's HTTP server gives by itself: an empty 417 to an `Expect` other than
 * 100-continue, a closed connection to CONNECT (no route is a tunnel), and an empty 400 to an
 * HTTP/1.1 request without `Host`. The first two are answered here; for the third the server is
 * built with `requireHostHeader: false` and this hook refuses instead.
 */
export function answerServerRefusals(app: FastifyInstance, headers: Record<string, string>): void {
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) =>
    answerRaw(response, UNSUPPORTED_EXPECTATION, headers),
  );
  // Node hands a CONNECT's socket over unread: what its client sends after the head would wait
  // unread, and its end unseen, so the socket would stay open (and hold the server's close) for
  // ever. It is read and dropped instead, so the client's end is seen and the socket, ended on both
  // sides, closes itself; a client that never ends gets a few seconds, and none at shutdown.
  const tunnels = new Set<Socket>();
  app.server.on('connect', (_request: IncomingMessage, socket: Socket) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    socket.on('error', () => undefined);
    socket.setTimeout(REFUSED_TUNNEL_LINGER_MS, () => socket.destroy());
    socket.resume();
    socket.end(rawAnswer(CONNECT_REFUSED, headers));
  });
  app.addHook('preClose', (done) => {
    for (const socket of tunnels) socket.destroy();
    for (const socket of refusedSockets) socket.destroy();
    done();
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host !== undefined) return;
    return reply.status(MISSING_HOST.status).header('connection', 'close').send(MISSING_HOST.body);
  });
}
