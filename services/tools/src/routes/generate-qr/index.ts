import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, QrDownloadQuery, QrRequest, QrResponse } from '@orbita/proto-types';
import { checkInput, queryValidatorCompiler, served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { downloadUrl, normalizeQrRequest, pngDataUrl } from '../../qr/qr-code.js';
import { explainFormat } from '../../validation/format-hints.js';

/** The same query always gives the same image, so browsers and proxies may keep it. */
const DOWNLOAD_CACHE = 'public, max-age=86400, immutable';

/** The images are drawn by `context.qrImages` in worker threads: the event loop only checks and answers. */
const generateQrRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, context) => {
  app.route({
    ...served(API.generateQr),
    ...checkInput({ explain: explainFormat }),
    schema: { body: QrRequest, response: { 200: QrResponse, 400: ErrorBody, 503: ErrorBody } },
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
    ...served(API.downloadQr),
    ...checkInput({ explain: explainFormat }),
    // The answer is a file (PNG or SVG), not JSON, so it has no response schema.
    schema: { querystring: QrDownloadQuery },
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
