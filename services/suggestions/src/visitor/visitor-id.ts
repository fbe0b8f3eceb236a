import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API } from '@orbita/proto-types';

export const VISITOR_COOKIE = 'orbita_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The anonymous id that makes a vote count once per visitor. It identifies a browser, not a
 * person, so it is neither signed nor secret: a visitor who clears cookies gets a new one, and
 * the per-address rate limit bounds what that gains. HttpOnly keeps page scripts away from it;
 * SameSite=Lax keeps other sites' forms from voting in the visitor's name.
 */
export function visitorIdFor(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[VISITOR_COOKIE];
  if (known && UUID.test(known)) return known.toLowerCase();
  const visitorId = randomUUID();
  void reply.setCookie(VISITOR_COOKIE, visitorId, {
    // Sent with the list and the votes beneath it, and with no other call.
    path: API.suggestions.path,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ONE_YEAR_SECONDS,
  });
  return visitorId;
}
