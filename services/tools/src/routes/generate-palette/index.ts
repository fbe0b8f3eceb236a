import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, PaletteRequest, PaletteResponse } from '@orbita/proto-types';
import { generatePalette } from '@orbita/proto-types/palette';
import { checkInput, served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { explainFormat } from '../../validation/format-hints.js';

const generatePaletteRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.generatePalette),
    ...checkInput({ explain: explainFormat }),
    schema: { body: PaletteRequest, response: { 200: PaletteResponse, 400: ErrorBody } },
    handler: async (request) => {
      const { baseColor, paletteType, count } = request.body;
      return generatePalette(baseColor, paletteType, count);
    },
  });
};

export default generatePaletteRoute;
