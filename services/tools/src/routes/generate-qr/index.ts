import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, QrDownloadQuery, QrRequest, QrResponse } from '@orbita/proto-types';
import { InvalidQrInputError } from '../../errors.js';
import { checkQrRequest, DOWNLOAD_PATH, downloadUrl, QrInputError, qrPng, qrPngDataUrl, qrSvg, type QrSpec } from '../../qr/qr-code.js';
import { explainFormats } from '../../validation/format-hints.js';

/** A query string carries only text: this route's validator turns `size=300` into a number. */
const queryValidator = AjvCompiler()({}, { customOptions: { coerceTypes: true, removeAdditional: true, allErrors: false } });

/** The same query always gives the same image, so browsers and proxies may keep it. */
const DOWNLOAD_CACHE = 'public, max-age=86400, immutable';

function checked(request: QrRequest): QrSpec {
  try {
    return checkQrRequest(request);
  } catch (error) {
    if (error instanceof QrInputError) throw new InvalidQrInputError(error.message);
    throw error;
  }
}

const generateQrRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/generate-qr',
    {
      schema: { body: QrRequest, response: { 200: QrResponse, 400: ErrorBody } },
      attachValidation: true,
      preHandler: explainFormats,
    },
    async (request) => {
      const spec = checked(request.body);
      return {
        qrCode: qrPngDataUrl(spec),
        text: spec.text,
        size: spec.size,
        errorCorrectionLevel: spec.errorCorrectionLevel,
        downloadUrl: downloadUrl(spec),
      };
    },
  );

  app.get(
    DOWNLOAD_PATH,
    {
      // The answer is a file (PNG or SVG), not JSON, so it has no response schema.
      schema: { querystring: QrDownloadQuery },
      validatorCompiler: queryValidator,
      attachValidation: true,
      preHandler: explainFormats,
    },
    async (request, reply) => {
      const { format = 'png', ...query } = request.query;
      const spec = checked(query);
      const file = `qrcode-${Date.now()}.${format}`;
      void reply
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', DOWNLOAD_CACHE);
      if (format === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(await qrSvg(spec));
      return reply.type('image/png').send(qrPng(spec));
    },
  );
};

export default generateQrRoute;
