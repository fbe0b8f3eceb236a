import type { FastifyRequest } from 'fastify';
import { InvalidInputError, italianValidationMessage } from '@orbita/service-kit';

/** What a field with a `pattern` expects, said to a person instead of "non ha un formato valido". */
const FORMAT_HINTS: Record<string, string> = {
  baseColor: 'deve essere un colore esadecimale di 6 cifre, con o senza #, come #3B82F6',
  color: 'deve essere un colore esadecimale di 6 cifre, con o senza #, come #000000',
  backgroundColor: 'deve essere un colore esadecimale di 6 cifre, con o senza #, come #FFFFFF',
};

/**
 * preHandler for routes declared with `attachValidation`: answers the schema's first violation in
 * Italian, naming the field, with the expected format spelled out for the fields above.
 */
export async function explainFormats(request: FastifyRequest): Promise<void> {
  const error = request.validationError;
  if (!error) return;
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '');
  if (first?.keyword === 'pattern' && field && FORMAT_HINTS[field]) {
    throw new InvalidInputError(`Il campo «${field}» ${FORMAT_HINTS[field]}`);
  }
  throw new InvalidInputError(italianValidationMessage(error.validation, error.validationContext ?? 'body'));
}
