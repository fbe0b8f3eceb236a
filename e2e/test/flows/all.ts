import type { Suite } from '../support/session.js';
import { describeAdminData } from './admin-data.js';
import { describeAdminSession, describePasswordChange } from './admin-session.js';
import { describeDatesWordsPasswords } from './dates-words-passwords.js';
import { describeCurrency, describeEverydayTools } from './everyday-tools.js';
import { describeFileTools } from './file-tools.js';
import { describeFlatTax } from './flat-tax.js';
import { describeFoodAnalyzer, describeHealthTools } from './health-tools.js';
import { describeLayout } from './layout.js';
import { describeNetSalary } from './net-salary.js';
import { describeContact, describePages } from './pages.js';
import { describeRoutes } from './routes.js';
import { describeSingleAllowance } from './single-allowance.js';
import { describeStudyAndLire } from './study-and-lire.js';
import { describeSuggestions } from './suggestions.js';
import { describeIstatRevaluation, describeTfr } from './tfr.js';
import { describeTimeZones } from './time-zones.js';

/** The administration flows; the password change comes last because it ends every earlier session. */
function describeAdministration(suite: Suite): void {
  describe('administration', () => {
    describeAdminSession(suite);
    describeAdminData(suite);
    describePasswordChange(suite);
  });
}

/** The pages and the tools: nothing here reads what another flow stored. */
export function describePageAndToolFlows(suite: Suite): void {
  describeRoutes(suite);
  describeHealthTools(suite);
  describeEverydayTools(suite);
  describeFlatTax(suite);
  describeNetSalary(suite);
  describe('files that stay on the device', () => describeFileTools(suite));
  describeStudyAndLire(suite);
  describeTfr(suite);
  describeIstatRevaluation(suite);
  describe('assegno unico', () => describeSingleAllowance(suite));
  describe('time zones', () => describeTimeZones(suite));
  describeLayout(suite);
  describe('dates, words and passwords', () => describeDatesWordsPasswords(suite));
}

/**
 * The flows that store and read back, in an order that matters in two places: the suggestions list is
 * first seen empty, and the password change comes last among the admin flows because it ends every
 * earlier session.
 */
export function describeStoringFlows(suite: Suite): void {
  describeSuggestions(suite);
  describePages(suite);
  describeAdministration(suite);
}

/**
 * The flows whose outcome depends on how the hub is hosted: what is stored in Postgres (suggestions, votes,
 * contacts, the admin's data), what Redis keeps (rate caches, the food analyses' cache and limits, login
 * lock-outs, the token watermark) and what travels on NATS (the admin's live feed, the password change).
 * The pages, the pure tools and the frontend are the same build behind the same gateway in every mode, so
 * they run once, in the embedded mode.
 */
export function describeHostingFlows(suite: Suite): void {
  describe('tools that keep state outside the page', () => {
    describeCurrency(suite);
    describeFoodAnalyzer(suite);
  });
  describeSuggestions(suite);
  describe('contact', () => describeContact(suite));
  describeAdministration(suite);
}
