import { Type, type Static } from 'typebox';

/** Every error answer of the API: an Italian sentence for a person and a stable code for a program. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  code: Type.String(),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Uuid = Type.String({ format: 'uuid' });
export type Uuid = Static<typeof Uuid>;

/**
 * A schema annotation (a JSON Schema `x-` extension) holding the whole Italian sentence that refuses
 * any invalid value of a field no page labels (a list's cursor or page size, an id in the path): the
 * services say it instead of their generic «Il campo «…» …», which names a field by its label.
 */
export const REFUSAL = 'x-refusal';

/**
 * A schema annotation on a choice field (an `enum`): the Italian name of each value, as the page labels the choice
 * (`{ monthly: 'Mensile', … }`). A refusal names the choices by these, never by the API's values.
 */
export const CHOICE_LABELS = 'x-choice-labels';

export const IdParams = Type.Object({
  id: Type.String({ format: 'uuid', title: 'Identificativo', [REFUSAL]: "L'identificativo non è valido" }),
});
export type IdParams = Static<typeof IdParams>;

/** ISO 8601 instant, as JSON carries a `timestamptz`. */
export const Timestamp = Type.String({ format: 'date-time' });
export type Timestamp = Static<typeof Timestamp>;

/** A 204 answer: the change is done and there is nothing to say. */
export const NoContent = Type.Null();
export type NoContent = Static<typeof NoContent>;

/** A string enum as plain JSON Schema `enum`, so validation errors can list the allowed values. */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const HealthAnswer = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('down')]),
  service: Type.String(),
  checks: Type.Record(Type.String(), Type.Object({ ok: Type.Boolean(), detail: Type.Optional(Type.String()) })),
});
export type HealthAnswer = Static<typeof HealthAnswer>;
