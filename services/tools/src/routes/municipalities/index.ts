import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MunicipalitiesQuery } from '@orbita/proto-types';
import { contractRoute, InvalidInputError, queryValidatorCompiler } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { searchKey } from '../../tax-code/municipalities.js';
import { labelOf } from '../../validation/labels.js';

const PLACE = labelOf(MunicipalitiesQuery, 'q');
const BIRTH_DATE = labelOf(MunicipalitiesQuery, 'date');

/** Letters and digits once accents and punctuation are set aside: «(a» and «rо» (a Cyrillic о) have one. */
const MIN_SEARCH_CHARACTERS = 2;

function realDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const municipalitiesRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { municipalities }) => {
  app.route({
    ...contractRoute('municipalities'),
    validatorCompiler: queryValidatorCompiler,
    handler: async (request, reply) => {
      const { q, date } = request.query;
      if (searchKey(q).replace(/ /g, '').length < MIN_SEARCH_CHARACTERS) {
        throw new InvalidInputError(`Il campo «${PLACE}» deve avere almeno ${MIN_SEARCH_CHARACTERS} lettere o cifre dell'alfabeto latino`);
      }
      if (date !== undefined && !realDay(date)) throw new InvalidInputError(`Il campo «${BIRTH_DATE}» non è una data del calendario: ${date}`);
      // The list changes with a release of the service, not by the hour.
      void reply.header('cache-control', 'public, max-age=86400');
      return municipalities().search(q, date);
    },
  });
};

export default municipalitiesRoute;
