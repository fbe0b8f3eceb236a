import { bmiCalculator } from './bmi-calculator';
import { calorieCalculator } from './calorie-calculator';
import { colorPaletteGenerator } from './color-palette-generator';
import { currencyConverter } from './currency-converter';
import { foodAnalyzer } from './food-analyzer';
import { numberConverter } from './number-converter';
import { pomodoroTimer } from './pomodoro-timer';
import { qrCodeGenerator } from './qr-code-generator';
import { percentageCalculator } from './percentage-calculator';
import { vatCalculator } from './vat-calculator';
import { ibanChecker } from './iban-checker';
import { unitConverter } from './unit-converter';
import { workingDaysCalculator } from './working-days-calculator';
import { taxCodeCalculator } from './tax-code-calculator';
import { legalInterestCalculator } from './legal-interest-calculator';
import { latePaymentCalculator } from './late-payment-calculator';
import { mortgageCalculator } from './mortgage-calculator';
import { vatNumberChecker } from './vat-number-checker';
import { withholdingCalculator } from './withholding-calculator';
import { flatTaxCalculator } from './flat-tax-calculator';
import { netSalaryCalculator } from './net-salary-calculator';
import { pdfTools } from './pdf-tools';
import { imageTools } from './image-tools';
import { graduationGrade } from './graduation-grade';
import { liraEuro } from './lira-euro';
import { dateCalculator } from './date-calculator';
import { ageCalculator } from './age-calculator';
import { wordCounter } from './word-counter';
import { passwordGenerator } from './password-generator';
import { tfrCalculator } from './tfr-calculator';
import { istatRevaluation } from './istat-revaluation';
import { timeZoneConverter } from './time-zone-converter';
import { singleAllowance } from './single-allowance';
import type { ToolDefinition } from './types';

/** Every tool of the hub, in the order of the grid. The grid, the router and the footer all read this list. */
export const TOOLS: readonly ToolDefinition[] = [
  foodAnalyzer,
  bmiCalculator,
  calorieCalculator,
  pomodoroTimer,
  currencyConverter,
  colorPaletteGenerator,
  qrCodeGenerator,
  numberConverter,
  percentageCalculator,
  vatCalculator,
  ibanChecker,
  unitConverter,
  workingDaysCalculator,
  taxCodeCalculator,
  legalInterestCalculator,
  latePaymentCalculator,
  mortgageCalculator,
  vatNumberChecker,
  withholdingCalculator,
  flatTaxCalculator,
  netSalaryCalculator,
  pdfTools,
  imageTools,
  graduationGrade,
  liraEuro,
  dateCalculator,
  ageCalculator,
  wordCounter,
  passwordGenerator,
  tfrCalculator,
  istatRevaluation,
  timeZoneConverter,
  singleAllowance,
];

export const FOOTER_TOOLS = TOOLS.filter((tool) => tool.inFooter);

/** «In primo piano» on the home page: the tools most visitors come for, in this order. */
export const FEATURED_TOOLS: readonly ToolDefinition[] = [
  netSalaryCalculator,
  vatCalculator,
  taxCodeCalculator,
  mortgageCalculator,
  percentageCalculator,
  currencyConverter,
];

/** «Nuovi arrivi» on the home page: the latest tools of the catalogue, newest first. */
export const NEW_TOOLS: readonly ToolDefinition[] = [
  singleAllowance,
  timeZoneConverter,
  passwordGenerator,
  tfrCalculator,
  istatRevaluation,
  wordCounter,
];

export { toolPath, type ToolDefinition } from './types';
