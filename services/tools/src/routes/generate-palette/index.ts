import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, PaletteRequest, PaletteResponse } from '@orbita/proto-types';
import { generatePalette } from '../../palette/palette.js';
import { explainFormats } from '../../validation/format-hints.js';

const generatePaletteRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/generate-palette',
    {
      schema: { body: PaletteRequest, response: { 200: PaletteResponse, 400: ErrorBody } },
      attachValidation: true,
      preHandler: explainFormats,
    },
    async (request) => {
      const { baseColor, paletteType, count } = request.body;
      return generatePalette(baseColor, paletteType, count);
    },
  );
};

export default generatePaletteRoute;
