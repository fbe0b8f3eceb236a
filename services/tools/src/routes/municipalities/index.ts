import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, MunicipalitiesQuery, MunicipalitiesResponse } from '@orbita/proto-types';
import { queryValidatorCompiler, served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';

const municipalitiesRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { municipalities }) => {
  app.route({
    ...served(API.municipalities),
    schema: { querystring: MunicipalitiesQuery, response: { 200: MunicipalitiesResponse, 400: ErrorBody } },
    validatorCompiler: queryValidatorCompiler,
    handler: async (request, reply) => {
      // The list changes with a release of the service, not by the hour.
      void reply.header('cache-control', 'public, max-age=86400');
      return municipalities().search(request.query.q);
    },
  });
};

export default municipalitiesRoute;
