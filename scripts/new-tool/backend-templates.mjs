/**
 * The backend half of a new tool: its contract, its pure logic with unit tests, its route and the
 * route's test. The logic is a placeholder that answers the value it is given: replace it, its
 * tests and the contract's fields with the tool's own.
 */
export function backendFiles(n) {
  return {
    [`proto-types/src/tools/${n.domain}.ts`]: `/** ${n.id} (\`POST /api/${n.endpoint}\`). */
import { Type, type Static } from 'typebox';

export const ${n.EndpointPascal}Request = Type.Object({
  value: Type.Number({ minimum: 0, maximum: 1e9 }),
});
export type ${n.EndpointPascal}Request = Static<typeof ${n.EndpointPascal}Request>;

export const ${n.EndpointPascal}Response = Type.Object({
  result: Type.Number(),
});
export type ${n.EndpointPascal}Response = Static<typeof ${n.EndpointPascal}Response>;
`,
    [`services/tools/src/${n.domain}/${n.domain}.ts`]: `import type { ${n.EndpointPascal}Request, ${n.EndpointPascal}Response } from '@orbita/proto-types';

/** Pure logic of ${n.id}: no HTTP here; a rule the schema cannot say throws an error of \`errors.ts\`. */
export function ${n.endpointCamel}(request: ${n.EndpointPascal}Request): ${n.EndpointPascal}Response {
  return { result: request.value };
}
`,
    [`services/tools/src/${n.domain}/${n.domain}.test.ts`]: `import { ${n.endpointCamel} } from './${n.domain}.js';

describe('${n.endpointCamel}', () => {
  it('answers the result for a value', () => {
    expect(${n.endpointCamel}({ value: 42 })).toEqual({ result: 42 });
  });
});
`,
    [`services/tools/src/routes/${n.endpoint}/index.ts`]: `import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { ${n.endpointCamel} } from '../../${n.domain}/${n.domain}.js';

const ${n.endpointCamel}Route: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('${n.endpointCamel}'),
    handler: async (request) => ${n.endpointCamel}(request.body),
  });
};

export default ${n.endpointCamel}Route;
`,
    [`services/tools/test/${n.endpoint}.test.ts`]: `import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/${n.endpoint}');

describe('POST /api/${n.endpoint}', () => {
  it('answers the result', async () => {
    const response = await send({ value: 42 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 42 });
  });

  it('refuses a value that is not a number with an Italian 400 naming the field', async () => {
    const response = await send({ value: 'quarantadue' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «value» deve essere un numero', code: 'INVALID_INPUT' });
  });
});
`,
  };
}
