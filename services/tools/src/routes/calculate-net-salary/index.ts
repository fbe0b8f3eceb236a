import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateNetSalary } from '../../net-salary/net-salary.js';

const calculateNetSalaryRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateNetSalary'),
    handler: async (request) => calculateNetSalary(request.body),
  });
};

export default calculateNetSalaryRoute;
