import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, NumberConversionRequest, NumberConversionResponse } from '@orbita/proto-types';
import { InvalidNumberInputError } from '../../errors.js';
import { convertNumber, InvalidNumberError } from '../../number/number-base.js';

const convertNumberRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/convert-number',
    {
      schema: {
        body: NumberConversionRequest,
        response: { 200: NumberConversionResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const { number, fromBase, toBase } = request.body;
      try {
        return convertNumber(number, fromBase, toBase);
      } catch (error) {
        if (error instanceof InvalidNumberError) throw new InvalidNumberInputError(error.message);
        throw error;
      }
    },
  );
};

export default convertNumberRoute;
