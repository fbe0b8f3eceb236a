import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { generatePalette } from '@orbita/proto-types/palette';
import { checkInput, contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { explainFormat } from '../../validation/format-hints.js';

const generatePaletteRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('generatePalette'),
    ...checkInput({ explain: explainFormat }),
    handler: async (request) => {
      const { baseColor, paletteType, count } = request.body;
      return generatePalette(baseColor, paletteType, count);
    },
  });
};

export default generatePaletteRoute;
