import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, QrDownloadQuery, QrRequest, QrResponse } from '@orbita/proto-types';
import { checkInput, queryValidatorCompiler, served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { checkQrRequest, downloadUrl, qrPng, qrPngDataUrl, qrSvg } from '../../qr/qr-code.js';
import { explainFormat } from '../../validation/format-hints.js';

/** The same query always gives the same image, so browsers and proxies may keep it. */
const DOWNLOAD_CACHE = 'public, max-age=86400, immutable';

const generateQrRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.generateQr),
    ...checkInput({ explain: explainFormat }),
    schema: { body: QrRequest, response: { 200: QrResponse, 400: ErrorBody } },
    handler: async (request) => {
      const spec = checkQrRequest(request.body);
      return {
        qrCode: qrPngDataUrl(spec),
        text: spec.text,
        size: spec.size,
        errorCorrectionLevel: spec.errorCorrectionLevel,
        downloadUrl: downloadUrl(spec),
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
      const spec = checkQrRequest(query);
      const file = `qrcode-${Date.now()}.${format}`;
      void reply.header('content-disposition', `attachment; filename="${file}"`).header('cache-control', DOWNLOAD_CACHE);
      if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(await qrSvg(spec));
      return reply.type('image/png').send(qrPng(spec));
    },
  });
};

export default generateQrRoute;
