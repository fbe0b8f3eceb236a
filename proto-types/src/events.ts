import { Type, type Static } from 'typebox';
import { Timestamp, Uuid } from './common.js';
import { PriorityValue, SuggestionCategoryValue } from './suggestions.js';

/** JetStream stream that keeps every Orbita event. */
export const STREAM_NAME = 'ORBITA';
export const STREAM_SUBJECTS = 'orbita.>';

export const SUBJECTS = {
  contactCreated: 'orbita.contacts.created',
  contactRead: 'orbita.contacts.read',
  contactDeleted: 'orbita.contacts.deleted',
  suggestionCreated: 'orbita.suggestions.created',
  suggestionVoted: 'orbita.suggestions.voted',
  suggestionDeleted: 'orbita.suggestions.deleted',
  suggestionApproved: 'orbita.suggestions.approved',
  passwordChanged: 'orbita.admin.password_changed',
} as const;
export type Subject = (typeof SUBJECTS)[keyof typeof SUBJECTS];

/** Fields every event carries: its id doubles as the JetStream `Nats-Msg-Id`. */
const EventEnvelope = {
  eventId: Uuid,
  occurredAt: Timestamp,
};

export const ContactCreatedEvent = Type.Object({
  ...EventEnvelope,
  contactId: Uuid,
  name: Type.String(),
  subject: Type.Optional(Type.String()),
});
export type ContactCreatedEvent = Static<typeof ContactCreatedEvent>;

export const ContactChangedEvent = Type.Object({ ...EventEnvelope, contactId: Uuid });
export type ContactChangedEvent = Static<typeof ContactChangedEvent>;

export const SuggestionCreatedEvent = Type.Object({
  ...EventEnvelope,
  suggestionId: Uuid,
  toolName: Type.String(),
  category: SuggestionCategoryValue,
  priority: PriorityValue,
});
export type SuggestionCreatedEvent = Static<typeof SuggestionCreatedEvent>;

export const SuggestionVotedEvent = Type.Object({
  ...EventEnvelope,
  suggestionId: Uuid,
  votes: Type.Integer({ minimum: 0 }),
});
export type SuggestionVotedEvent = Static<typeof SuggestionVotedEvent>;

export const SuggestionDeletedEvent = Type.Object({ ...EventEnvelope, suggestionId: Uuid });
export type SuggestionDeletedEvent = Static<typeof SuggestionDeletedEvent>;

export const SuggestionApprovedEvent = Type.Object({ ...EventEnvelope, suggestionId: Uuid, toolName: Type.String() });
export type SuggestionApprovedEvent = Static<typeof SuggestionApprovedEvent>;

/** Tokens of `username` issued before `notBefore` (seconds since the epoch) are refused. */
export const PasswordChangedEvent = Type.Object({
  ...EventEnvelope,
  username: Type.String(),
  notBefore: Type.Integer(),
});
export type PasswordChangedEvent = Static<typeof PasswordChangedEvent>;

export interface EventPayloads {
  'orbita.contacts.created': ContactCreatedEvent;
  'orbita.contacts.read': ContactChangedEvent;
  'orbita.contacts.deleted': ContactChangedEvent;
  'orbita.suggestions.created': SuggestionCreatedEvent;
  'orbita.suggestions.voted': SuggestionVotedEvent;
  'orbita.suggestions.deleted': SuggestionDeletedEvent;
  'orbita.suggestions.approved': SuggestionApprovedEvent;
  'orbita.admin.password_changed': PasswordChangedEvent;
}

/** KV key holding an admin's revocation watermark ("not before", seconds since the epoch). */
export function adminNotBeforeKey(username: string): string {
  return `admin:not-before:${username}`;
}

/**
 * Core NATS request/reply (not JetStream): subjects outside `orbita.>`, so the event stream never
 * stores them. One responder answers each request, or none does and the caller decides.
 */
export const REQUEST_SUBJECTS = {
  /** Does an admin account with this username exist now? Answered by admin-auth from its database. */
  adminAccount: 'orbita-rpc.admin.account',
} as const;
export type RequestSubject = (typeof REQUEST_SUBJECTS)[keyof typeof REQUEST_SUBJECTS];

export interface AdminAccountQuery {
  username: string;
}
export interface AdminAccountAnswer {
  exists: boolean;
}

export interface RequestPayloads {
  [REQUEST_SUBJECTS.adminAccount]: { query: AdminAccountQuery; answer: AdminAccountAnswer };
}
