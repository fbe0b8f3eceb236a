import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { AdminAuthConfig } from './config.js';

export default async function adminAuthApp(_app: FastifyInstance, _deps: ServiceDeps<AdminAuthConfig>): Promise<void> {}
