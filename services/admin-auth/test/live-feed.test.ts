import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  ADMIN_TOKEN_AUDIENCE,
  ADMIN_TOKEN_ISSUER,
  adminNotBeforeKey,
  SUBJECTS,
  type ContactCreatedEvent,
  type SuggestionVotedEvent,
} from '@orbita/proto-types';
import { waitFor } from '@orbita/service-kit/testing';
import { signEd25519, startAdminAuth, tokenFor, type AdminAuthUnderTest } from './support.js';
import { SseReader } from './sse-client.js';

let target: AdminAuthUnderTest;
let baseUrl: string;
const opened: AbortController[] = [];

beforeAll(async () => {
  target = await startAdminAuth({ ADMIN_EVENTS_HEARTBEAT_SECONDS: '1' });
  await target.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(target.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const controller of opened.splice(0)) controller.abort();
});
afterAll(async () => {
  await target.service.close();
});

async function openFeed(token: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${baseUrl}/api/admin/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = new SseReader(response.body!);
  await waitFor(() => reader.named('ready').length === 1);
  return { response, reader };
}

function contactCreated(): ContactCreatedEvent {
  return { eventId: randomUUID(), occurredAt: new Date().toISOString(), contactId: randomUUID(), name: 'Ada', subject: 'Ciao' };
}

function suggestionVoted(): SuggestionVotedEvent {
  return { eventId: randomUUID(), occurredAt: new Date().toISOString(), suggestionId: randomUUID(), votes: 7 };
}

describe('GET /api/admin/events', () => {
  it('refuses a request without a token with an Italian 401', async () => {
    const response = await fetch(`${baseUrl}/api/admin/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Accesso riservato: effettua il login come amministratore', code: 'UNAUTHORIZED' });
  });

  it('is an event stream proxies must not buffer or cache', async () => {
    const { response } = await openFeed(await tokenFor(target));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
  });

  it('answers HEAD with the stream\'s headers at once, and ends', async () => {
    const response = await fetch(`${baseUrl}/api/admin/events`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${await tokenFor(target)}` },
      signal: AbortSignal.timeout(3000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('relays contact and suggestion events from JetStream, named by subject', async () => {
    const { reader } = await openFeed(await tokenFor(target));
    const contact = contactCreated();
    const vote = suggestionVoted();
    await target.service.bus.publish(SUBJECTS.contactCreated, contact, contact.eventId);
    await target.service.bus.publish(SUBJECTS.suggestionVoted, vote, vote.eventId);
    await waitFor(() => reader.named(SUBJECTS.suggestionVoted).length === 1);
    expect(reader.named(SUBJECTS.contactCreated)).toEqual([{ event: SUBJECTS.contactCreated, id: contact.eventId, data: contact }]);
    expect(reader.named(SUBJECTS.suggestionVoted)).toEqual([{ event: SUBJECTS.suggestionVoted, id: vote.eventId, data: vote }]);
  });

  it('sends every open stream the same events', async () => {
    const [first, second] = [await openFeed(await tokenFor(target)), await openFeed(await tokenFor(target))];
    const contact = contactCreated();
    await target.service.bus.publish(SUBJECTS.contactCreated, contact, contact.eventId);
    await waitFor(() => [first, second].every(({ reader }) => reader.named(SUBJECTS.contactCreated).length === 1));
  });

  it('sends heartbeats while nothing happens', async () => {
    const { reader } = await openFeed(await tokenFor(target));
    await waitFor(() => reader.received.filter((message) => message.comment === 'heartbeat').length >= 2, 'two heartbeats', 4000);
  });

  it('ends the streams of sessions a password change revoked, saying why', async () => {
    const token = await tokenFor(target);
    const { reader } = await openFeed(token);
    const newPassword = `via lattea ${randomUUID()}`;
    const change = await target.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: target.password, newPassword },
    });
    expect(change.statusCode).toBe(200);
    target.password = newPassword;
    await waitFor(() => reader.ended);
    expect(reader.named('session-ended')).toEqual([{ event: 'session-ended', data: { reason: 'password_changed' } }]);

    const fresh = await openFeed(change.json().token);
    expect(fresh.reader.ended).toBe(false);
  });

  it('ends a stream when the token that opened it expires', async () => {
    const now = Math.floor(Date.now() / 1000);
    // Issued no earlier than the watermark the previous test's password change left.
    const iat = Math.max(now, Number((await target.service.kv.get(adminNotBeforeKey('admin'))) ?? 0));
    const shortLived = signEd25519(
      target.keys.privateKeyPem,
      { alg: 'EdDSA', typ: 'JWT' },
      { sub: 'admin', iat, exp: now + 2, iss: ADMIN_TOKEN_ISSUER, aud: ADMIN_TOKEN_AUDIENCE },
    );
    const { reader } = await openFeed(shortLived);
    await waitFor(() => reader.ended, 'the stream to end', 4000);
    expect(reader.named('session-ended')).toEqual([{ event: 'session-ended', data: { reason: 'expired' } }]);
  });
});

describe('closing admin-auth', () => {
  it('ends open streams instead of waiting for them', async () => {
    const own = await startAdminAuth();
    await own.app.listen({ host: '127.0.0.1', port: 0 });
    const url = `http://127.0.0.1:${(own.app.server.address() as AddressInfo).port}/api/admin/events`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${await tokenFor(own)}` } });
    const reader = new SseReader(response.body!);
    await waitFor(() => reader.named('ready').length === 1);
    await own.service.close();
    expect(reader.named('session-ended')).toEqual([{ event: 'session-ended', data: { reason: 'shutdown' } }]);
    await waitFor(() => reader.ended);
  });
});
