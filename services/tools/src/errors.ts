import { defineError } from '@orbita/service-kit';

/** Every error of tools, with its code and status; the kit's handler says them as `{error, code}`. */
export const InvalidCaloriesInputError = defineError('TOOLS_INVALID_CALORIES', '%s', 400);
export const InvalidNumberInputError = defineError('TOOLS_INVALID_NUMBER', '%s', 400);
export const InvalidQrInputError = defineError('TOOLS_INVALID_QR', '%s', 400);
export const InvalidPercentageInputError = defineError('TOOLS_INVALID_PERCENTAGE', '%s', 400);
export const InvalidVatInputError = defineError('TOOLS_INVALID_VAT', '%s', 400);
export const InvalidUnitInputError = defineError('TOOLS_INVALID_UNIT', '%s', 400);
export const InvalidWorkingDaysInputError = defineError('TOOLS_INVALID_WORKING_DAYS', '%s', 400);
export const InvalidTaxCodeInputError = defineError('TOOLS_INVALID_TAX_CODE', '%s', 400);
export const InvalidLegalInterestInputError = defineError('TOOLS_INVALID_LEGAL_INTEREST', '%s', 400);
export const InvalidLatePaymentInputError = defineError('TOOLS_INVALID_LATE_PAYMENT', '%s', 400);
export const InvalidMortgageInputError = defineError('TOOLS_INVALID_MORTGAGE', '%s', 400);
/** The QR worker threads have a full queue: try again in a moment (with `retryAfter`). */
export const QrBusyError = defineError('TOOLS_QR_BUSY', '%s', 503);
/** The calculation worker threads have a full queue: try again in a moment (with `retryAfter`). */
export const CalculationsBusyError = defineError('TOOLS_CALCULATIONS_BUSY', '%s', 503);
/** One address already holds its share of the calculation threads: try again when those end (with `retryAfter`). */
export const CalculationsPerAddressError = defineError('TOOLS_CALCULATIONS_PER_ADDRESS', '%s', 429);
export const InvalidWithholdingInputError = defineError('TOOLS_INVALID_WITHHOLDING', '%s', 400);
export const InvalidFlatTaxInputError = defineError('TOOLS_INVALID_FLAT_TAX', '%s', 400);
export const InvalidNetSalaryInputError = defineError('TOOLS_INVALID_NET_SALARY', '%s', 400);
/** A place's name names more than one comune on the day of birth: the message lists them, with province and code. */
export const AmbiguousPlaceError = defineError('TOOLS_AMBIGUOUS_PLACE', '%s', 400);
export const InvalidGraduationInputError = defineError('TOOLS_INVALID_GRADUATION', '%s', 400);
export const InvalidLiraInputError = defineError('TOOLS_INVALID_LIRA', '%s', 400);
export const InvalidTfrInputError = defineError('TOOLS_INVALID_TFR', '%s', 400);
export const InvalidIstatInputError = defineError('TOOLS_INVALID_ISTAT', '%s', 400);
export const InvalidSingleAllowanceInputError = defineError('TOOLS_INVALID_SINGLE_ALLOWANCE', '%s', 400);
export const InvalidDateInputError = defineError('TOOLS_INVALID_DATE', '%s', 400);
/** A date-time or zone the time-zone converter cannot read. */
export const InvalidTimeZoneInputError = defineError('TOOLS_INVALID_TIME_ZONE', '%s', 400);
/** A local time skipped when clocks go forward (02:00–02:59 in Italy on the last Sunday of March). */
export const NonexistentTimeError = defineError('TOOLS_NONEXISTENT_TIME', '%s', 400);
/** A local time that happens twice when clocks go back, sent without `occurrence`: the message gives both offsets. */
export const AmbiguousTimeError = defineError('TOOLS_AMBIGUOUS_TIME', '%s', 400);
