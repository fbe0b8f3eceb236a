import type { Suite } from '../support/session.js';
import { describeAdminData } from './admin-data.js';
import { describeAdminSession, describePasswordChange } from './admin-session.js';
import { describeEverydayTools } from './everyday-tools.js';
import { describeHealthTools } from './health-tools.js';
import { describePages } from './pages.js';
import { describeRoutes } from './routes.js';
import { describeSuggestions } from './suggestions.js';

/**
 * Every flow, in an order that matters in two places: the suggestions list is first seen empty, and the
 * password change comes last among the admin flows because it ends every earlier session.
 */
export function describeEveryFlow(suite: Suite): void {
  describeRoutes(suite);
  describeHealthTools(suite);
  describeEverydayTools(suite);
  describeSuggestions(suite);
  describePages(suite);
  describe('administration', () => {
    describeAdminSession(suite);
    describeAdminData(suite);
    describePasswordChange(suite);
  });
}
