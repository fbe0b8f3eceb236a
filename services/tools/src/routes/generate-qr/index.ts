import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkInput, contractRoute, queryValidatorCompiler } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { downloadUrl, normalizeQrRequest, pngDataUrl } from '../../qr/qr-code.js';
import { explainFormat } from '../../validation/format-hints.js';

/** The same query always gives the same image, so browsers and proxies may keep it. */
const DOWNLOAD_CACHE = 'public, max-age=86400, immutable';

/** The images are drawn by `context.qrImages` in worker threads: the event loop only checks and answers. */
const generateQrRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, context) => {
  app.route({
    ...contractRoute('generateQr'),
    ...checkInput({ explain: explainFormat }),
    handler: async (request) => {
      const qr = normalizeQrRequest(request.body);
      const png = await context.qrImages.image(qr, 'png');
      return {
        qrCode: pngDataUrl(png),
        text: qr.text,
        size: qr.size,
        errorCorrectionLevel: qr.errorCorrectionLevel,
        downloadUrl: downloadUrl(qr),
      };
    },
  });

  app.route({
    ...contractRoute('downloadQr'),
    ...checkInput({ explain: explainFormat }),
    validatorCompiler: queryValidatorCompiler,
    handler: async (request, reply) => {
      const { format = 'png', ...query } = request.query;
      const image = await context.qrImages.image(normalizeQrRequest(query), format);
      const file = `qrcode-${Date.now()}.${format}`;
      void reply.header('content-disposition', `attachment; filename="${file}"`).header('cache-control', DOWNLOAD_CACHE);
      return reply.type(format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png').send(image);
    },
  });
};

export default generateQrRoute;
