/**
 * The link «Copia link» and «Condividi» hand out. Usually the address itself; a form whose inputs are personal
 * (an IBAN, the data of a codice fiscale) keeps them out of the address, the history and the server's access log,
 * and lodges them here instead, so they enter a link only when the visitor asks for one.
 */
let privateParams: URLSearchParams | null = null;

export function setPrivateLinkParams(params: URLSearchParams | null): void {
  privateParams = params;
}

/** The address to share: the current one, with the private form's parameters when a page has lodged them. */
export function linkToShare(location: Location = window.location): string {
  const url = new URL(location.href);
  if (privateParams) for (const [name, text] of privateParams) url.searchParams.set(name, text);
  return url.toString();
}
