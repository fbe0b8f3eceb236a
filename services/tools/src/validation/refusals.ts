import { ToolRefusal } from '@orbita/proto-types';
import { InvalidInputError } from '@orbita/service-kit';

type ServiceError = new (message: string) => Error & { code: string };

/**
 * Runs a tool's logic from proto-types (the one its page runs too) and raises its refusal as this service's own
 * error: the contract's checks as the kit's `INVALID_INPUT`, the rest as `refusedAs`, whose code the logic must name.
 * A refusal under another code is a defect, thrown as such, never answered.
 */
export function answeredBy<R>(refusedAs: ServiceError | readonly ServiceError[], work: () => R): R {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ToolRefusal)) throw error;
    // A tool with more than one refusal (the codice fiscale: a wrong input, an ambiguous place) names each error.
    const [first, ...others] = Array.isArray(refusedAs) ? refusedAs : [refusedAs as ServiceError];
    const named = others.map((ErrorClass) => new ErrorClass(error.message)).find((candidate) => candidate.code === error.code);
    const raised = error.code === 'INVALID_INPUT' ? new InvalidInputError(error.message) : (named ?? new first!(error.message));
    if (raised.code !== error.code) throw new Error(`a refusal coded ${error.code} where ${raised.code} was expected`, { cause: error });
    throw raised;
  }
}
