import { API, SUBJECTS } from '@orbita/proto-types';
import { describeDependencyFaults } from '@orbita/service-kit/testing';
import { suggestionsService } from '@orbita/suggestions';
import { suggest } from './support.js';

/*
 * Suggestions on a private Postgres, Redis and NATS, each crashed by its PID and started again
 * under 20 suggestions a second (see docs/OPERATIONS.md, "When a dependency blinks").
 */
describeDependencyFaults({
  definition: suggestionsService,
  write: (app, index) => suggest(app, { toolName: `Strumento ${index}`, description: 'Proposto durante un guasto' }),
  table: 'suggestions.suggestions',
  event: { subject: SUBJECTS.suggestionCreated, rowIdField: 'suggestionId' },
  adminPath: API.adminSuggestions.path,
});
