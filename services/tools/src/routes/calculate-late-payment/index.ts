import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateLatePayment } from '../../late-payment/late-payment.js';

const calculateLatePaymentRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateLatePayment'),
    handler: async (request) => calculateLatePayment(request.body),
  });
};

export default calculateLatePaymentRoute;
