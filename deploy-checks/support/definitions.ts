import { BaseConfig } from '@orbita/service-kit';
import { adminAuthService } from '@orbita/admin-auth';
import { aiVisionService } from '@orbita/ai-vision';
import { contactsService } from '@orbita/contacts';
import { gatewayService } from '@orbita/gateway';
import { suggestionsService } from '@orbita/suggestions';
import { toolsService } from '@orbita/tools';

interface Definition {
  name: string;
  config?: { properties: Record<string, unknown> };
  database?: { schema: string; migrationsDir: string };
}

/** The definitions the services and the gateway start from: their settings and their schemas. */
export const DEFINITIONS: Definition[] = [
  toolsService,
  suggestionsService,
  contactsService,
  adminAuthService,
  aiVisionService,
  gatewayService,
] as Definition[];

/** Service name -> the Postgres schema (and role) it owns. */
export const SCHEMA_OWNERS: Record<string, string> = Object.fromEntries(
  DEFINITIONS.filter((definition) => definition.database).map((definition) => [definition.name, definition.database!.schema]),
);

/** Every environment variable a Node part reads, by part. */
export function settingsOf(definition: Definition): string[] {
  return [...Object.keys(BaseConfig.properties), ...Object.keys(definition.config?.properties ?? {})];
}
