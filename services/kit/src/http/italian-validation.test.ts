import { Type } from 'typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { REFUSAL } from '@orbita/proto-types';
import { fieldTitle, italianValidationMessage, routeSchemaFor } from './italian-validation.js';

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

  it('say the whole sentence a field no page labels carries, whatever rule it broke', () => {
    const query = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, title: 'Elementi per pagina', [REFUSAL]: 'Il numero di elementi per pagina deve essere tra 1 e 100' })) });
    for (const broken of [error({ keyword: 'minimum', instancePath: '/limit', params: { limit: 1 } }), error({ keyword: 'type', instancePath: '/limit', params: { type: 'integer' } })]) {
      expect(italianValidationMessage([broken], 'querystring', query)).toBe('Il numero di elementi per pagina deve essere tra 1 e 100');
    }
  });

  it('read a field\'s title by its path, nested or not', () => {
    expect(fieldTitle(schema, ['baseColor'])).toBe('Colore base');
    expect(fieldTitle(schema, ['items', '0', 'name'])).toBe('Nome');
    expect(fieldTitle(schema, ['macronutrients', 'fat'])).toBeUndefined();
    expect(fieldTitle(undefined, ['baseColor'])).toBeUndefined();
  });

  it('find the schema of the part of the request that failed', () => {
    expect(routeSchemaFor({ routeOptions: { schema: { body: schema } } }, 'body')).toBe(schema);
    expect(routeSchemaFor({ routeOptions: { schema: { body: schema } } }, 'querystring')).toBeUndefined();
    expect(routeSchemaFor(undefined, 'body')).toBeUndefined();
  });
});
