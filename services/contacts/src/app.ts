import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { ContactsConfig } from './config.js';

export default async function contactsApp(_app: FastifyInstance, _deps: ServiceDeps<ContactsConfig>): Promise<void> {}
