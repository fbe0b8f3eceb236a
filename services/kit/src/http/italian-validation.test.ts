import { Type } from 'typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { italianValidationMessage, routeSchemaFor } from './italian-validation.js';

const schema = Type.Object({
  baseColor: Type.String({ pattern: '^#?[0-9a-fA-F]{6}$', title: 'Colore base' }),
  macronutrients: Type.Object({ fat: Type.Number({ minimum: 0 }) }),
  items: Type.Array(Type.Object({ name: Type.String({ minLength: 1, title: 'Nome' }) })),
});

const error = (fields: Partial<FastifySchemaValidationError>): FastifySchemaValidationError =>
  ({ keyword: 'required', instancePath: '', schemaPath: '', params: {}, message: '', ...fields }) as FastifySchemaValidationError;

describe('Italian schema messages', () => {
  it('name a field by the title the contract gives it, never by its JSON name', () => {
    expect(italianValidationMessage([error({ keyword: 'pattern', instancePath: '/baseColor' })], 'body', schema)).toBe(
      'Il campo «Colore base» non ha un formato valido',
    );
    expect(italianValidationMessage([error({ keyword: 'required', params: { missingProperty: 'baseColor' } })], 'body', schema)).toBe(
      'Il campo «Colore base» è obbligatorio',
    );
    expect(italianValidationMessage([error({ keyword: 'minLength', instancePath: '/items/0/name', params: { limit: 1 } })], 'body', schema)).toBe(
      'Il campo «Nome» non può essere vuoto',
    );
  });

  it('fall back to the path where the contract gives no title', () => {
    expect(italianValidationMessage([error({ keyword: 'minimum', instancePath: '/macronutrients/fat', params: { limit: 0 } })], 'body', schema)).toBe(
      'Il campo «macronutrients.fat» deve essere almeno 0',
    );
    expect(italianValidationMessage([error({ keyword: 'type', params: { type: 'object' } })], 'body')).toBe('Il campo «corpo della richiesta» deve essere un oggetto JSON');
  });

  it('find the schema of the part of the request that failed', () => {
    expect(routeSchemaFor({ routeOptions: { schema: { body: schema } } }, 'body')).toBe(schema);
    expect(routeSchemaFor({ routeOptions: { schema: { body: schema } } }, 'querystring')).toBeUndefined();
    expect(routeSchemaFor(undefined, 'body')).toBeUndefined();
  });
});
