import { APIConnectionTimeoutError, APIError } from 'openai';
import {
  ModelBusyError,
  ModelFailedError,
  ModelInvalidAnswerError,
  ModelRejectedKeyError,
  ModelRefusedError,
  ModelTimeoutError,
  NoFoodError,
} from '../errors.js';
import { AnswerRejectedError } from './model-answer.js';
import { ModelDeadlineError } from './vision-model.js';

/** Seconds the upstream asked us to wait, when it said so. */
function retryAfterOf(error: APIError): number | undefined {
  const seconds = Number(error.headers?.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function fromStatus(error: APIError): Error {
  const status = error.status ?? 0;
  if (status === 429 || status === 503) {
    const retryAfter = retryAfterOf(error);
    return Object.assign(new ModelBusyError(), retryAfter === undefined ? {} : { retryAfter });
  }
  if (status === 401 || status === 403) return new ModelRejectedKeyError();
  return new ModelFailedError();
}

/**
 * What a failed model call means for the client: a timeout is a 504, an overloaded or rate-limited
 * upstream a 503, a rejected key a 503 (analysis is effectively off), anything else a 502.
 */
export function modelFailure(error: unknown): Error {
  if (error instanceof AnswerRejectedError) {
    if (error.problem === 'no-food') return new NoFoodError();
    if (error.problem === 'refused') return new ModelRefusedError();
    return new ModelInvalidAnswerError();
  }
  if (error instanceof ModelDeadlineError || error instanceof APIConnectionTimeoutError) return new ModelTimeoutError();
  if (error instanceof APIError) return fromStatus(error);
  return new ModelFailedError();
}
