import type { CheckIbanRequest, CheckIbanResponse } from '@orbita/proto-types';
import { checkIbanRequest, needsGermanBanks } from '@orbita/proto-types/logic/iban';
import { outcomeOf, type ToolOutcome } from '@orbita/proto-types/logic/refusal';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const IBAN_ERROR = 'Errore durante la verifica';

export function checkIban(request: CheckIbanRequest, signal: AbortSignal): Promise<CheckIbanResponse> {
  return apiRequest<CheckIbanResponse>('/api/check-iban', {
    method: 'POST',
    json: request,
    signal,
    errors: { fallback: IBAN_ERROR, network: CONNECTION_ERROR },
  });
}

/** Each German bank code with its check method (the Bundesbank's file), once loaded: 13 KB the page fetches only here. */
let germanMethods: Readonly<Record<string, string>> | undefined;

const germanMethodOf = (blz: string) => (germanMethods && Object.hasOwn(germanMethods, blz) ? germanMethods[blz] : undefined);

/** Loads the German bank codes once; the service worker keeps the chunk, so they load offline too. */
export async function loadGermanBanks(): Promise<void> {
  const table = await import('@orbita/proto-types/data/de-bank-check-methods.json');
  germanMethods = table.default.methods;
}

/**
 * The service's answer or refusal, worked out in the page by the same logic (proto-types): no round trip. A German
 * IBAN before its bank codes have loaded is the one case left to the server (null).
 */
export function ibanInPage(request: CheckIbanRequest): ToolOutcome<CheckIbanResponse> | null {
  if (germanMethods === undefined && needsGermanBanks(request.iban)) return null;
  return outcomeOf(() => checkIbanRequest(request, germanMethodOf));
}

/** The same, once the German bank codes are in: a distinct function, so the page works out again what it left to the server. */
export function ibanInPageWithBanks(request: CheckIbanRequest): ToolOutcome<CheckIbanResponse> | null {
  return ibanInPage(request);
}
