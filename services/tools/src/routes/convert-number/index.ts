import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { convertNumberOrError } from '@orbita/proto-types/number-base';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { InvalidNumberInputError } from '../../errors.js';

const convertNumberRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('convertNumber'),
    handler: async (request) => {
      const { number, fromBase, toBase } = request.body;
      // The same conversion the page makes as the visitor types; a number it cannot read is a 400 with its sentence.
      const outcome = convertNumberOrError(number, fromBase, toBase);
      if ('error' in outcome) throw new InvalidNumberInputError(outcome.error);
      return outcome.conversion;
    },
  });
};

export default convertNumberRoute;
