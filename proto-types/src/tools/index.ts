/** The contract of every tool of the tools service, one file per tool. */
export * from './calories.js';
export * from './currency.js';
export * from './palette.js';
export * from './qr.js';
export * from './number.js';
export * from './percentage.js';
export * from './vat.js';
export * from './iban.js';
export * from './unit.js';
export * from './workdays.js';
export * from './tax-code.js';
export * from './rules.js';
export * from './legal-interest.js';
export * from './late-payment.js';
export * from './mortgage.js';
export * from './vat-number.js';
export * from './withholding.js';
