import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { calculateGraduationGrade } from '../../graduation/graduation.js';

const calculateGraduationGradeRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app) => {
  app.route({
    ...contractRoute('calculateGraduationGrade'),
    handler: async (request) => calculateGraduationGrade(request.body),
  });
};

export default calculateGraduationGradeRoute;
