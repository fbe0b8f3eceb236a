/** The names one tool goes by in every layer, from its id and its endpoint. */

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function pascal(kebab) {
  return kebab
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

function camel(kebab) {
  const name = pascal(kebab);
  return name[0].toLowerCase() + name.slice(1);
}

/**
 * `id`: the page's address, /tools/{id} (`vat-calculator`); `endpoint`: its API call,
 * /api/{endpoint} (`calculate-vat`); `domain`: the folder of its logic in the tools service and
 * its contract file (`vat`).
 */
export function toolNames({ id, endpoint, domain }) {
  for (const [what, value] of Object.entries({ id, endpoint, domain })) {
    if (!KEBAB.test(value ?? '')) throw new Error(`${what} must be lower-case words joined by hyphens, got "${value}"`);
  }
  return {
    id,
    endpoint,
    domain,
    toolConst: camel(id),
    ToolPascal: pascal(id),
    endpointCamel: camel(endpoint),
    EndpointPascal: pascal(endpoint),
    domainCamel: camel(domain),
    cssBlock: domain,
  };
}
