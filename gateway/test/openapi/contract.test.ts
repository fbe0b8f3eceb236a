import AjvCompiler from '@fastify/ajv-compiler';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { adminAuthService } from '@orbita/admin-auth';
import { aiVisionService } from '@orbita/ai-vision';
import { contactsService } from '@orbita/contacts';
import { API, API_EXAMPLES, type ApiName, buildOpenApiDocument, ErrorBody, openApiPath, type ServiceName } from '@orbita/proto-types';
import type { ServiceDefinition } from '@orbita/service-kit';
import { suggestionsService } from '@orbita/suggestions';
import { toolsService } from '@orbita/tools';
import { serviceBehindGatewayForSuite } from '@orbita/gateway/testing';
import type { TProperties } from 'typebox';

type Answer = { content?: Record<string, { schema?: unknown }> };
const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { responses: Record<string, Answer> }>> };
const compile = AjvCompiler()({}, { customOptions: { strict: false, allErrors: true } });

/**
 * The examples answered with an error on purpose: an unknown id, a wrong password, no photo; and
 * admin-auth's own checks of a token, which the suite signs with a key admin-auth does not use.
 */
const REFUSED_EXAMPLES: readonly ApiName[] = [
  'voteSuggestion',
  'adminMarkContactRead',
  'adminDeleteContact',
  'adminDeleteSuggestion',
  'adminApproveSuggestion',
  'adminLogin',
  'adminVerify',
  'adminChangePassword',
  'analyzeFood',
];
/** A stream that stays open: its answer is checked by its own tests. */
const NOT_SENT: readonly ApiName[] = ['adminEvents'];

function withErrorBody(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('{"$ref":"#/components/schemas/ErrorBody"}', JSON.stringify(ErrorBody)));
}

/** The documented answer of that status (or of its range), or undefined. */
function documentedAnswer(name: ApiName, status: number): Answer | undefined {
  const { responses } = document.paths[openApiPath(API[name].path)]![API[name].method.toLowerCase()]!;
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`];
}

function urlOf(name: ApiName): string {
  const example = API_EXAMPLES[name];
  const path = API[name].path.replace(/:(\w+)/g, (_match, key: string) => example?.params?.[key] ?? randomUUID());
  const query = new URLSearchParams(Object.entries(example?.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]));
  return query.size > 0 ? `${path}?${query}` : path;
}

/** Sends every documented example of a service's rows through the gateway and checks the answers against the document. */
function checkExamples<P extends TProperties>(definition: ServiceDefinition<P>, service: ServiceName, env: Record<string, string> = {}): void {
  describe(`the documented examples of ${service}, through the gateway`, () => {
    const { call, signer } = serviceBehindGatewayForSuite(definition, service, env);
    const names = (Object.keys(API) as ApiName[]).filter((name) => API[name].service === service && !NOT_SENT.includes(name));

    it.each(names)('%s answers a documented status with a body of its documented schema', async (name) => {
      const route = API[name];
      const body = API_EXAMPLES[name]?.body;
      const response = await call(route.method, urlOf(name), {
        ...(route.access === 'admin' ? { token: signer.sign() } : {}),
        ...(body ? { payload: body } : {}),
      });
      const answer = documentedAnswer(name, response.statusCode);
      expect([name, response.statusCode, answer === undefined ? 'undocumented' : 'documented']).toEqual([name, response.statusCode, 'documented']);
      if (!REFUSED_EXAMPLES.includes(name)) expect([name, response.statusCode < 300, response.body.slice(0, 300)]).toEqual([name, true, response.body.slice(0, 300)]);
      const schema = answer?.content?.['application/json']?.schema;
      if (!schema) return;
      const validate = compile({ schema: withErrorBody(schema) as object, method: route.method, url: route.path, httpPart: 'body' }) as ((data: unknown) => boolean) & { errors?: unknown };
      const valid = validate(response.json());
      expect([name, valid ? [] : validate.errors]).toEqual([name, []]);
    });
  });
}

checkExamples(toolsService, 'tools');
checkExamples(suggestionsService, 'suggestions');
checkExamples(contactsService, 'contacts');
/** admin-auth signs with a pair of its own, and its first admin has the login example's password. */
function adminAuthEnv(): Record<string, string> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    ADMIN_JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ADMIN_JWT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ADMIN_PASSWORD: String(API_EXAMPLES.adminLogin?.body?.password),
  };
}
checkExamples(adminAuthService, 'admin-auth', adminAuthEnv());
checkExamples(aiVisionService, 'ai-vision');
