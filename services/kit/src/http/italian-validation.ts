import type { FastifySchemaValidationError } from 'fastify';

type ValidationContext = 'body' | 'params' | 'querystring' | 'headers' | string;

/** Names a field for a person: `body/macronutrients/fat` → «macronutrients.fat». */
function fieldName(error: FastifySchemaValidationError, context: ValidationContext): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  const name = [path, missing ?? extra].filter(Boolean).join('.');
  if (name) return name;
  return context === 'body' ? 'corpo della richiesta' : context;
}

function describe(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'è obbligatorio';
    case 'type':
      return `deve essere ${typeName(String(params.type))}`;
    case 'minLength':
      return Number(params.limit) === 1 ? 'non può essere vuoto' : `deve avere almeno ${params.limit} caratteri`;
    case 'maxLength':
      return `può avere al massimo ${params.limit} caratteri`;
    case 'minimum':
      return `deve essere almeno ${params.limit}`;
    case 'exclusiveMinimum':
      return `deve essere maggiore di ${params.limit}`;
    case 'maximum':
      return `deve essere al massimo ${params.limit}`;
    case 'exclusiveMaximum':
      return `deve essere minore di ${params.limit}`;
    case 'enum':
      return `deve essere uno tra: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `deve valere ${String(params.allowedValue)}`;
    case 'pattern':
      return 'non ha un formato valido';
    case 'format':
      return formatName(String(params.format));
    case 'additionalProperties':
      return 'non è previsto';
    case 'minItems':
      return `deve contenere almeno ${params.limit} elementi`;
    case 'maxItems':
      return `può contenere al massimo ${params.limit} elementi`;
    default:
      return 'non è valido';
  }
}

function typeName(type: string): string {
  const names: Record<string, string> = {
    string: 'un testo',
    number: 'un numero',
    integer: 'un numero intero',
    boolean: 'vero o falso',
    object: 'un oggetto JSON',
    array: 'un elenco',
    null: 'nullo',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' o ');
}

function formatName(format: string): string {
  const names: Record<string, string> = {
    email: 'deve essere un indirizzo email valido',
    uuid: 'deve essere un identificativo valido',
    'date-time': 'deve essere una data valida',
    uri: 'deve essere un indirizzo web valido',
  };
  return names[format] ?? 'non ha un formato valido';
}

/** One Italian sentence for the first schema violation, naming the field. */
export function italianValidationMessage(
  errors: FastifySchemaValidationError[],
  context: ValidationContext,
): string {
  const first = errors[0];
  if (!first) return 'Richiesta non valida';
  return `Il campo «${fieldName(first, context)}» ${describe(first)}`;
}
