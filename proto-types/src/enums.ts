export const SUGGESTION_CATEGORIES = [
  'Generale',
  'Salute & Benessere',
  'Produttività',
  'Vita Quotidiana',
  'Design & Creatività',
  'Matematica & Informatica',
  'Educazione',
  'Intrattenimento',
  'Finanza',
  'Altro',
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export const PRIORITIES = ['alta', 'media', 'bassa'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const SUGGESTION_STATUSES = ['pending', 'approved'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'BRL',
  'MXN', 'KRW', 'SGD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PALETTE_TYPES = [
  'complementary',
  'analogous',
  'triadic',
  'monochromatic',
  'split-complementary',
  'random',
] as const;
export type PaletteType = (typeof PALETTE_TYPES)[number];

export const NUMBER_BASES = [2, 8, 10, 16] as const;
export type NumberBase = (typeof NUMBER_BASES)[number];

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'lightly', 'moderately', 'very', 'extra'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GOALS = ['lose', 'maintain', 'gain'] as const;
export type Goal = (typeof GOALS)[number];

export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

/** Tool categories of the site's grid (spec §2). */
export const TOOL_CATEGORIES = [
  'Salute & Benessere',
  'Produttività',
  'Vita Quotidiana',
  'Design & Creatività',
  'Utilità',
  'Matematica & Informatica',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
