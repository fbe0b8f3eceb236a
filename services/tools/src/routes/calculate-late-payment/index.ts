import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CalculateLatePaymentRequest, CalculateLatePaymentResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateLatePayment } from '../../late-payment/late-payment.js';

const calculateLatePaymentRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...served(API.calculateLatePayment),
    schema: { body: CalculateLatePaymentRequest, response: { 200: CalculateLatePaymentResponse, 400: ErrorBody } },
    handler: async (request) => calculateLatePayment(request.body),
  });
};

export default calculateLatePaymentRoute;
