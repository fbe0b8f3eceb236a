import type { TSchema } from 'typebox';
import { ActivityQuery, ContactActivity, SuggestionActivity } from './activity.js';
import { ChangePasswordRequest, ChangePasswordResponse, LoginRequest, LoginResponse, VerifyResponse } from './admin.js';
import { ErrorBody, IdParams, NoContent } from './common.js';
import { AdminPageQuery } from './pages.js';
import { AdminContactStats, ContactCreated, ContactList, ContactMessage, ContactRequest } from './contacts.js';
import { API, type ApiName } from './routes.js';
import {
  AdminSuggestion,
  AdminSuggestionList,
  AdminSuggestionStats,
  Suggestion,
  SuggestionList,
  SuggestionListQuery,
  SuggestionStats,
  SuggestionStatsQuery,
  SuggestToolRequest,
  VoteResponse,
} from './suggestions.js';
import * as tools from './tools/index.js';
import { AnalyzeFoodStatus, FoodAnalysisResponse } from './vision.js';

/** The schemas a service validates one call with, as Fastify takes them in `schema`. */
export interface RouteSchemas {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  response?: Record<number | string, TSchema>;
}

/** A tool that reads a JSON body and answers its result, or 400 with what is wrong. */
function toolCall<B extends TSchema, R extends TSchema>(body: B, answer: R) {
  return { body, response: { 200: answer, 400: ErrorBody } };
}

/** A public GET whose query is checked. */
function query<Q extends TSchema, R extends TSchema>(querystring: Q, answer: R) {
  return { querystring, response: { 200: answer, 400: ErrorBody } };
}

const ADMIN_FAILURES = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** The admin lists' calls, alike for contacts and suggestions (served by the kit's serveAdminLists). */
function adminLists<L extends TSchema, S extends TSchema, A extends TSchema>(list: L, stats: S, activity: A) {
  return {
    list: { querystring: AdminPageQuery, response: { 200: list, 400: ErrorBody, 401: ErrorBody } },
    stats: { response: { 200: stats, 401: ErrorBody } },
    export: {},
    activity: { querystring: ActivityQuery, response: { 200: activity, 400: ErrorBody, 401: ErrorBody } },
  };
}

/** A public creation (kit's creationRoute): 201 once stored, 400 or 429 otherwise. */
function creation<B extends TSchema, C extends TSchema>(body: B, created: C) {
  return { body, response: { 201: created, 400: ErrorBody, 429: ErrorBody } };
}

const contactLists = adminLists(ContactList, AdminContactStats, ContactActivity);
const suggestionLists = adminLists(AdminSuggestionList, AdminSuggestionStats, SuggestionActivity);

/**
 * The schemas of every row of the route table, by the row's name: the services validate with them
 * and the OpenAPI document is built from them, so the two cannot drift. A new row of `API` without
 * its entry here fails the typecheck.
 */
export const API_SCHEMAS = {
  calculateCalories: toolCall(tools.CalorieRequest, tools.CalorieResponse),
  convertCurrency: toolCall(tools.CurrencyRequest, tools.CurrencyResponse),
  currencies: { response: { 200: tools.CurrenciesResponse } },
  currencyHistory: query(tools.CurrencyHistoryQuery, tools.CurrencyHistoryResponse),
  generatePalette: toolCall(tools.PaletteRequest, tools.PaletteResponse),
  generateQr: { body: tools.QrRequest, response: { 200: tools.QrResponse, 400: ErrorBody, 503: ErrorBody } },
  // The answer is a file (PNG or SVG), not JSON, so it has no response schema.
  downloadQr: { querystring: tools.QrDownloadQuery },
  convertNumber: toolCall(tools.NumberConversionRequest, tools.NumberConversionResponse),
  calculatePercentage: toolCall(tools.CalculatePercentageRequest, tools.CalculatePercentageResponse),
  calculateVat: toolCall(tools.CalculateVatRequest, tools.CalculateVatResponse),
  checkIban: toolCall(tools.CheckIbanRequest, tools.CheckIbanResponse),
  convertUnit: toolCall(tools.ConvertUnitRequest, tools.ConvertUnitResponse),
  countWorkingDays: toolCall(tools.CountWorkingDaysRequest, tools.CountWorkingDaysResponse),
  calculateTaxCode: toolCall(tools.CalculateTaxCodeRequest, tools.CalculateTaxCodeResponse),
  checkTaxCode: toolCall(tools.CheckTaxCodeRequest, tools.CheckTaxCodeResponse),
  municipalities: query(tools.MunicipalitiesQuery, tools.MunicipalitiesResponse),
  calculateLegalInterest: toolCall(tools.CalculateLegalInterestRequest, tools.CalculateLegalInterestResponse),
  calculateLatePayment: toolCall(tools.CalculateLatePaymentRequest, tools.CalculateLatePaymentResponse),
  calculateMortgage: toolCall(tools.CalculateMortgageRequest, tools.CalculateMortgageResponse),
  // 409: the tool is already suggested under the same name; the visitor is sent to vote for it.
  suggestTool: { ...creation(SuggestToolRequest, Suggestion), response: { ...creation(SuggestToolRequest, Suggestion).response, 409: ErrorBody } },
  suggestions: query(SuggestionListQuery, SuggestionList),
  suggestionStats: query(SuggestionStatsQuery, SuggestionStats),
  voteSuggestion: { params: IdParams, response: { 200: VoteResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } },
  contact: creation(ContactRequest, ContactCreated),
  // The body is a multipart upload, read by the service itself.
  analyzeFood: { response: { 200: FoodAnalysisResponse, '4xx': ErrorBody, '5xx': ErrorBody } },
  analyzeFoodStatus: { response: { 200: AnalyzeFoodStatus } },
  adminLogin: { body: LoginRequest, response: { 200: LoginResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody } },
  adminVerify: { response: { 200: VerifyResponse, 401: ErrorBody } },
  adminChangePassword: {
    body: ChangePasswordRequest,
    response: { 200: ChangePasswordResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
  },
  adminEvents: { response: { 401: ErrorBody } },
  adminContacts: contactLists.list,
  adminContactStats: contactLists.stats,
  adminMarkContactRead: { params: IdParams, response: { 200: ContactMessage, ...ADMIN_FAILURES } },
  adminDeleteContact: { params: IdParams, response: { 204: NoContent, ...ADMIN_FAILURES } },
  adminExportContacts: contactLists.export,
  adminContactActivity: contactLists.activity,
  adminSuggestions: suggestionLists.list,
  adminSuggestionStats: suggestionLists.stats,
  adminDeleteSuggestion: { params: IdParams, response: { 204: NoContent, ...ADMIN_FAILURES } },
  adminApproveSuggestion: { params: IdParams, response: { 200: AdminSuggestion, ...ADMIN_FAILURES } },
  adminExportSuggestions: suggestionLists.export,
  adminSuggestionActivity: suggestionLists.activity,
} as const satisfies Partial<Record<ApiName, RouteSchemas>>;

const TOOL_SCHEMAS = tools as unknown as Record<string, TSchema | undefined>;

/** A tool's schemas by the naming of the tools' contracts: `checkIban` → CheckIbanRequest, CheckIbanResponse. */
function conventionalToolSchemas(name: string): RouteSchemas | undefined {
  const pascal = name[0]!.toUpperCase() + name.slice(1);
  const body = TOOL_SCHEMAS[`${pascal}Request`];
  const answer = TOOL_SCHEMAS[`${pascal}Response`];
  return body && answer ? toolCall(body, answer) : undefined;
}

/** The schemas of a row of the route table: its entry in API_SCHEMAS, else the tools' naming; undefined if neither. */
export function schemasFor(name: ApiName): RouteSchemas | undefined {
  const explicit = (API_SCHEMAS as Partial<Record<ApiName, RouteSchemas>>)[name];
  if (explicit) return explicit;
  return API[name].service === 'tools' && API[name].method === 'POST' ? conventionalToolSchemas(name) : undefined;
}

type Tools = typeof tools;

/** The type of a tool's schemas found by the naming of the tools' contracts, as conventionalToolSchemas finds them. */
type ConventionalToolSchemas<N extends string> = `${Capitalize<N>}Request` extends keyof Tools
  ? `${Capitalize<N>}Response` extends keyof Tools
    ? { body: Tools[`${Capitalize<N>}Request`]; response: { 200: Tools[`${Capitalize<N>}Response`]; 400: typeof ErrorBody } }
    : never
  : never;

/** The schemas of a row, typed: what `schemasOf` gives, so a route's handler sees its body and answer types. */
export type SchemasOf<N extends ApiName> = N extends keyof typeof API_SCHEMAS ? (typeof API_SCHEMAS)[N] : ConventionalToolSchemas<N>;

/**
 * The schemas a service registers a row with, the very objects the OpenAPI document is built from,
 * so each schema is written once. Throws for a row that has none (its service would not start).
 */
export function schemasOf<N extends ApiName>(name: N): SchemasOf<N> {
  const schemas = schemasFor(name);
  if (!schemas) throw new Error(`no schemas for ${name}: add its entry to API_SCHEMAS or name its contracts ${name[0]!.toUpperCase()}${name.slice(1)}Request and …Response`);
  return schemas as SchemasOf<N>;
}
