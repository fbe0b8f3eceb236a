import closeWithGrace from 'close-with-grace';
import type { TProperties } from 'typebox';
import { closeWhenSupervisorGoes } from './close-with-parent.js';
import { ConfigError } from './config.js';
import { createService, type ServiceDefinition } from './create-service.js';

/** The body of every `server.ts`: build, listen on HOST:PORT, close gracefully on a signal. */
export async function runService<P extends TProperties>(definition: ServiceDefinition<P>): Promise<void> {
  let app;
  try {
    app = await createService(definition, { env: process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const started = app;
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) started.log.error({ err }, 'closing after an error');
    await started.close();
  });
  closeWhenSupervisorGoes();
  await started.listen({ host: started.baseConfig.HOST, port: started.baseConfig.PORT });
}
