import type { FastifySchemaValidationError } from 'fastify';

/** What a field with a `pattern` expects, said to a person instead of "non ha un formato valido". */
const FORMAT_HINTS: Record<string, string> = {
  baseColor: 'deve essere un colore esadecimale di 6 cifre, con o senza #, come #3B82F6',
  color: 'deve essere un colore esadecimale di 6 cifre, con o senza #, come #000000',
  backgroundColor: 'deve essere un colore esadecimale di 6 cifre, con o senza #, come #FFFFFF',
};

/** For `checkInput({ explain })`: the expected format spelled out for the fields above. */
export function explainFormat(errors: FastifySchemaValidationError[]): string | null {
  const first = errors[0];
  const field = first?.instancePath.replace(/^\//, '');
  if (first?.keyword === 'pattern' && field && FORMAT_HINTS[field]) return `Il campo «${field}» ${FORMAT_HINTS[field]}`;
  return null;
}
