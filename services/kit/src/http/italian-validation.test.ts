import { Type } from 'typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { CHOICE_LABELS, REFUSAL } from '@orbita/proto-types';
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

  // Issue 36: refusals listed the API's values («deve essere uno tra: monthly, quarterly, semiannual»). A choice the
  // contract labels is named as the page names it; a number with both bounds says the range, the Italian way.
  it('name the choices as the page does, and a range by both its ends', () => {
    const form = Type.Object({
      frequency: Type.String({ enum: ['monthly', 'quarterly', 'semiannual'], title: 'Rate', [CHOICE_LABELS]: { monthly: 'Mensile', quarterly: 'Trimestrale', semiannual: 'Semestrale' } }),
      code: Type.String({ enum: ['M', 'F'], title: 'Sesso' }),
      amount: Type.Number({ exclusiveMinimum: 0, maximum: 1e12, title: 'Importo' }),
      weight: Type.Number({ minimum: 30, maximum: 300, title: 'Peso (kg)' }),
      fee: Type.Number({ minimum: 0.01, title: 'Spesa' }),
    });
    const enumError = (field: string, allowedValues: string[]) => error({ keyword: 'enum', instancePath: `/${field}`, params: { allowedValues } });
    expect(italianValidationMessage([enumError('frequency', ['monthly', 'quarterly', 'semiannual'])], 'body', form)).toBe(
      'Il campo «Rate» deve essere «Mensile», «Trimestrale» o «Semestrale»',
    );
    expect(italianValidationMessage([enumError('code', ['M', 'F'])], 'body', form)).toBe('Il campo «Sesso» deve essere uno tra: M, F');
    expect(italianValidationMessage([error({ keyword: 'maximum', instancePath: '/amount', params: { limit: 1e12 } })], 'body', form)).toBe(
      'Il campo «Importo» deve essere maggiore di 0 e al massimo 1.000.000.000.000',
    );
    expect(italianValidationMessage([error({ keyword: 'minimum', instancePath: '/weight', params: { limit: 30 } })], 'body', form)).toBe('Il campo «Peso (kg)» deve essere tra 30 e 300');
    expect(italianValidationMessage([error({ keyword: 'minimum', instancePath: '/fee', params: { limit: 0.01 } })], 'body', form)).toBe('Il campo «Spesa» deve essere almeno 0,01');
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
