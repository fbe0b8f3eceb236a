import type { FastifySchemaValidationError } from 'fastify';

/** What a field with a `pattern` expects, said to a person instead of "non ha un formato valido". */
const FORMAT_HINTS: Record<string, { label: string; hint: string }> = {
  baseColor: { label: 'Colore base', hint: 'deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #3B82F6' },
  color: { label: 'Colore del QR', hint: 'deve essere un colore esadecimale di 6 cifre (o 3, come #000), con o senza #, come #000000' },
  backgroundColor: { label: 'Colore di sfondo', hint: 'deve essere un colore esadecimale di 6 cifre (o 3, come #fff), con o senza #, come #FFFFFF' },
};

/** For `checkInput({ explain })`: the expected format spelled out for the fields above, each named by its label on the page. */
export function explainFormat(errors: FastifySchemaValidationError[]): string | null {
  const first = errors[0];
  const field = first?.instancePath.replace(/^\//, '');
  const known = field ? FORMAT_HINTS[field] : undefined;
  if (first?.keyword === 'pattern' && known) return `Il campo «${known.label}» ${known.hint}`;
  return null;
}
