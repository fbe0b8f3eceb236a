import { Type, type Static } from 'typebox';
import { StringEnum, Timestamp, Uuid } from './common.js';
import { PageCursor, PageLimit } from './pages.js';
import { PRIORITIES, SUGGESTION_CATEGORIES, SUGGESTION_STATUSES } from './enums.js';

export const SuggestionCategoryValue = StringEnum(SUGGESTION_CATEGORIES);
export const PriorityValue = StringEnum(PRIORITIES);
export const SuggestionStatusValue = StringEnum(SUGGESTION_STATUSES);

export const SuggestToolRequest = Type.Object({
  toolName: Type.String({ minLength: 1, maxLength: 100, title: 'Nome del tool' }),
  description: Type.String({ minLength: 1, maxLength: 2000, title: 'Descrizione' }),
  category: Type.Optional(StringEnum(SUGGESTION_CATEGORIES, { title: 'Categoria' })),
  priority: Type.Optional(StringEnum(PRIORITIES, { title: 'Priorità' })),
  /** Optional: an empty string counts as no e-mail. */
  email: Type.Optional(Type.String({ maxLength: 254, title: 'Email' })),
});
export type SuggestToolRequest = Static<typeof SuggestToolRequest>;

export const Suggestion = Type.Object({
  id: Uuid,
  toolName: Type.String(),
  description: Type.String(),
  category: SuggestionCategoryValue,
  priority: PriorityValue,
  email: Type.Optional(Type.String()),
  createdAt: Timestamp,
  votes: Type.Integer({ minimum: 0 }),
  status: SuggestionStatusValue,
});
export type Suggestion = Static<typeof Suggestion>;

/** The public list: the e-mail of whoever suggested is never shown to other visitors. */
export const PublicSuggestion = Type.Omit(Suggestion, ['email']);
export type PublicSuggestion = Static<typeof PublicSuggestion>;

export const SuggestionList = Type.Array(PublicSuggestion);
export type SuggestionList = Static<typeof SuggestionList>;

export const VoteResponse = Type.Object({ votes: Type.Integer({ minimum: 0 }) });
export type VoteResponse = Static<typeof VoteResponse>;

/** What the admin dashboard shows of a suggestion (spec §3), plus its status. */
export const AdminSuggestion = Type.Object({
  id: Uuid,
  toolName: Type.String(),
  priority: PriorityValue,
  category: SuggestionCategoryValue,
  description: Type.String(),
  votes: Type.Integer({ minimum: 0 }),
  email: Type.Optional(Type.String()),
  createdAt: Timestamp,
  status: SuggestionStatusValue,
});
export type AdminSuggestion = Static<typeof AdminSuggestion>;

export const AdminSuggestionList = Type.Array(AdminSuggestion);
export type AdminSuggestionList = Static<typeof AdminSuggestionList>;

/**
 * `GET /api/suggestions`: one page, most votes first, then newest; `category` keeps one category.
 * The next page's address is in the answer's `Link: <…>; rel="next"` header.
 */
export const SuggestionListQuery = Type.Object({
  cursor: Type.Optional(PageCursor),
  limit: Type.Optional(PageLimit),
  category: Type.Optional(StringEnum(SUGGESTION_CATEGORIES, { title: 'Categoria' })),
});
export type SuggestionListQuery = Static<typeof SuggestionListQuery>;

export const SuggestionStatsQuery = Type.Object({ category: Type.Optional(StringEnum(SUGGESTION_CATEGORIES, { title: 'Categoria' })) });
export type SuggestionStatsQuery = Static<typeof SuggestionStatsQuery>;

export const CategoryCount = Type.Object({ category: SuggestionCategoryValue, count: Type.Integer({ minimum: 0 }) });
export type CategoryCount = Static<typeof CategoryCount>;

/**
 * `GET /api/suggestions/stats`: the exact figures of the suggestions modal, over every suggestion
 * (or those of `category`), and how many suggestions each category has (for the filter chips,
 * always over every category, in the order of the category list, only those that have any).
 */
export const SuggestionStats = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  votes: Type.Integer({ minimum: 0 }),
  categories: Type.Integer({ minimum: 0 }),
  highPriority: Type.Integer({ minimum: 0 }),
  byCategory: Type.Array(CategoryCount),
});
export type SuggestionStats = Static<typeof SuggestionStats>;

/** `GET /api/admin/suggestions/stats`: two of the dashboard's four cards, exact. */
export const AdminSuggestionStats = Type.Object({
  totalSuggestions: Type.Integer({ minimum: 0 }),
  highPrioritySuggestions: Type.Integer({ minimum: 0 }),
});
export type AdminSuggestionStats = Static<typeof AdminSuggestionStats>;
