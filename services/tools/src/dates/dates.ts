import type {
  AddToDateRequest,
  AddToDateResponse,
  CalculateAgeRequest,
  CalculateAgeResponse,
  CalculateDateDifferenceRequest,
  CalculateDateDifferenceResponse,
} from '@orbita/proto-types';
import { addToDate as add, ageOn, dateDifference, type Outcome } from '@orbita/proto-types/calendar-dates';
import { InvalidDateInputError } from '../errors.js';

/** The shared logic's answer, or its Italian message as the tool's 400. */
function answerOf<T>(outcome: Outcome<T>): T {
  if (outcome !== null && typeof outcome === 'object' && 'error' in outcome) throw new InvalidDateInputError(outcome.error);
  return outcome as T;
}

/** Today's date in Italy, YYYY-MM-DD. */
export function todayInItaly(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function calculateDateDifference({ from, to, includeLastDay }: CalculateDateDifferenceRequest): CalculateDateDifferenceResponse {
  return answerOf(dateDifference(from, to, includeLastDay ?? false));
}

export function addToDate({ date, amount, unit }: AddToDateRequest): AddToDateResponse {
  return answerOf(add(date, amount, unit));
}

export function calculateAge({ birthDate, on }: CalculateAgeRequest, now = new Date()): CalculateAgeResponse {
  return answerOf(ageOn(birthDate, on ?? todayInItaly(now)));
}
