import type { FastifyRequest, FastifySchemaValidationError, preHandlerAsyncHookHandler } from 'fastify';
import { InvalidInputError } from './errors.js';
import { italianValidationMessage, routeSchemaFor } from './italian-validation.js';

export interface InputChecks {
  /**
   * Rules with messages of their own (the spec's), said before any schema message: they see the
   * body as sent. Answer the message of the first rule broken, or null.
   */
  first?: (body: Record<string, unknown>) => string | null;
  /** The service's error for the rules in `first`; the kit's `INVALID_INPUT` by default. */
  firstError?: new (message: string) => Error;
  /**
   * Says a schema violation better than the generic sentence (what a pattern expects, say): a
   * sentence, or an error of the service's own; null keeps the generic sentence.
   */
  explain?: (errors: FastifySchemaValidationError[]) => string | Error | null;
}

function plainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Route options that check the input once, in this order: the rules given in `first`, then the
 * route's schema, each failure answered with one Italian sentence. The handler then sees input
 * that passed both and only has to shape it. Other preHandler hooks go after `preHandler`.
 */
export function checkInput(checks: InputChecks = {}): { attachValidation: true; preHandler: preHandlerAsyncHookHandler } {
  const FirstError = checks.firstError ?? InvalidInputError;
  return {
    attachValidation: true,
    preHandler: async (request: FastifyRequest) => {
      if (checks.first && plainObject(request.body)) {
        const broken = checks.first(request.body);
        if (broken) throw new FirstError(broken);
      }
      const invalid = request.validationError;
      if (!invalid) return;
      const explained = checks.explain?.(invalid.validation) ?? null;
      if (explained instanceof Error) throw explained;
      const context = invalid.validationContext ?? 'body';
      throw new InvalidInputError(explained ?? italianValidationMessage(invalid.validation, context, routeSchemaFor(request, context)));
    },
  };
}
