import { API, type ApiName } from '@orbita/proto-types';
import type { Attempt } from './refusals.js';

const UNKNOWN_ID = '0b6e3a52-54a4-4c0e-9d43-3c8a4c4a1f7e';
/** A cursor of the right shape whose values fit no list's key. */
const WRONG_CURSOR = Buffer.from('["x"]').toString('base64url');

type Request = { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };

/**
 * The tools' and services' own refusals, thrown from their logic or route code once the schema is
 * met: each request reaches one of them (the generated ones reach most of them too, this list
 * makes sure of the rest).
 */
const DOMAIN: Partial<Record<ApiName, Array<[why: string, request: Request]>>> = {
  calculateVat: [
    ['amount with a third decimal', { body: { amount: 10.005, rate: 22, mode: 'add' } }],
    ['rate with a third decimal', { body: { amount: 10, rate: 22.125, mode: 'add' } }],
  ],
  convertUnit: [
    ['from not a unit of the quantity', { body: { quantity: 'length', value: 1, from: 'kg', to: 'm' } }],
    ['to not a unit of the quantity', { body: { quantity: 'mass', value: 1, from: 'kg', to: 'GB' } }],
    ['below absolute zero', { body: { quantity: 'temperature', value: -500, from: 'C', to: 'K' } }],
  ],
  countWorkingDays: [
    ['both to and add', { body: { from: '2025-01-01', to: '2025-02-01', add: 3 } }],
    ['neither to nor add', { body: { from: '2025-01-01' } }],
    ['to before from', { body: { from: '2025-02-01', to: '2025-01-01' } }],
    ['from not a day', { body: { from: '2025-02-30', to: '2025-03-01' } }],
    ['to not a day', { body: { from: '2025-02-01', to: '2025-02-30' } }],
    ['from before the calendar', { body: { from: '1900-01-01', to: '1900-02-01' } }],
    ['span too long', { body: { from: '1950-01-01', to: '2190-01-01' } }],
    ['result past the calendar', { body: { from: '2199-12-30', add: 10 } }],
  ],
  calculateDateDifference: [
    ['from not a day', { body: { from: '2025-02-30', to: '2025-03-01' } }],
    ['to before the Gregorian calendar', { body: { from: '2025-01-01', to: '1200-01-01' } }],
  ],
  addToDate: [
    ['date not a day', { body: { date: '2025-02-29', amount: 1, unit: 'days' } }],
    ['result past the calendar', { body: { date: '9999-12-01', amount: 2, unit: 'months' } }],
  ],
  calculateAge: [
    ['on before the birth', { body: { birthDate: '2000-01-02', on: '2000-01-01' } }],
    ['birth not a day', { body: { birthDate: '2000-02-30' } }],
  ],
  calculateMortgage: [
    ['only the principal', { body: { principal: 100000, years: 20 } }],
    ['all three', { body: { principal: 100000, annualRate: 3, payment: 500, years: 20 } }],
    ['rate with four decimals', { body: { principal: 100000, annualRate: 3.1234, years: 20 } }],
    ['principal with a third decimal', { body: { principal: 100000.001, annualRate: 3, years: 20 } }],
    ['payment with a third decimal', { body: { payment: 500.001, annualRate: 3, years: 20 } }],
    ['payment too low', { body: { payment: 1, annualRate: 10, years: 20 } }],
    ['no rate gives the payment', { body: { principal: 100000, payment: 1, years: 20 } }],
    ['first payment not a day', { body: { principal: 100000, annualRate: 3, years: 20, firstPaymentDate: '2025-02-30' } }],
    ['arrangement with a third decimal', { body: { principal: 100000, annualRate: 3, years: 20, costs: { arrangement: 1.001 } } }],
    ['appraisal with a third decimal', { body: { principal: 100000, annualRate: 3, years: 20, costs: { appraisal: 1.001 } } }],
    ['fee with a third decimal', { body: { principal: 100000, annualRate: 3, years: 20, costs: { perPayment: 1.001 } } }],
  ],
  calculateLegalInterest: [
    ['amount with a third decimal', { body: { amount: 10.005, from: '2024-01-01', to: '2024-12-31' } }],
    ['from not a day', { body: { amount: 100, from: '2025-02-30', to: '2025-03-01' } }],
    ['to not a day', { body: { amount: 100, from: '2025-02-01', to: '2025-02-30' } }],
    ['from before the table', { body: { amount: 100, from: '1900-01-01', to: '2024-01-01' } }],
    ['to past the known rates', { body: { amount: 100, from: '2024-01-01', to: '2199-01-01' } }],
    ['to before from', { body: { amount: 100, from: '2025-02-01', to: '2025-01-01' } }],
  ],
  calculateLatePayment: [
    ['tax with a third decimal', { body: { tax: 100.001, dueDate: '2025-06-16', paymentDate: '2025-07-10' } }],
    ['due date not a day', { body: { tax: 100, dueDate: '2025-02-30', paymentDate: '2025-07-10' } }],
    ['payment date not a day', { body: { tax: 100, dueDate: '2025-06-16', paymentDate: '2025-02-30' } }],
    ['due date before the rules', { body: { tax: 100, dueDate: '2014-06-16', paymentDate: '2015-06-10' } }],
    ['paid on time', { body: { tax: 5, dueDate: '2025-06-16', paymentDate: '2025-06-16' } }],
    ['paid past the known rates', { body: { tax: 5, dueDate: '2026-06-16', paymentDate: '2199-01-16' } }],
  ],
  calculateWithholding: [
    ['amount with a third decimal', { body: { amount: 10.005, mode: 'gross' } }],
    ['earlier compensation with a third decimal', { body: { amount: 100, mode: 'net', earlierThisYear: 1.001 } }],
  ],
  calculatePercentage: [
    ['zero total', { body: { mode: 'ratio', a: 5, b: 0 } }],
    ['zero start', { body: { mode: 'change', a: 0, b: 5 } }],
    ['negative price', { body: { mode: 'discount', a: -5, b: 10 } }],
    ['discount over 100', { body: { mode: 'discount', a: 5, b: 150 } }],
    ['a result too large', { body: { mode: 'of', a: 1e300, b: 1e300 } }],
  ],
  convertNumber: [
    ['a digit not of the base', { body: { number: 'G', fromBase: 10, toBase: 16 } }],
    ['an empty number', { body: { number: '', fromBase: 10, toBase: 2 } }],
    ['signs only', { body: { number: '--', fromBase: 10, toBase: 2 } }],
  ],
  generateQr: [
    ['text too long for H', { body: { text: '€'.repeat(3000), errorCorrectionLevel: 'H', size: 1000 } }],
    ['size too small for the text', { body: { text: 'a'.repeat(2000), size: 100 } }],
    ['colours alike', { body: { text: 'ciao', color: '#000000', backgroundColor: '#010101' } }],
    ['blank text', { body: { text: '   ' } }],
  ],
  downloadQr: [
    ['colours alike', { query: { text: 'ciao', color: '#000000', backgroundColor: '#010101' } }],
    ['text too long', { query: { text: 'a'.repeat(3000), errorCorrectionLevel: 'H', size: '100' } }],
  ],
  calculateTaxCode: [
    ['surname of digits', { body: { surname: '123', name: 'Mario', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Roma' } }],
    ['name in Greek', { body: { surname: 'Rossi', name: 'Ωμέγα', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Roma' } }],
    ['birth date not a day', { body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1980-02-30', birthPlace: 'Roma' } }],
    ['birth date in the future', { body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '2999-01-01', birthPlace: 'Roma' } }],
    ['unknown place', { body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Napo' } }],
    ['ambiguous place', { body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Castro' } }],
  ],
  municipalities: [
    ['one letter once normalised', { query: { q: 'r\u043e' } }],
    ['date not a day', { query: { q: 'Montalcino', date: '1960-02-30' } }],
  ],
  convertCurrency: [['zero amount', { body: { amount: 0, from: 'USD', to: 'EUR' } }]],
  suggestions: [
    ['a cursor of no list', { query: { cursor: WRONG_CURSOR } }],
    ['a cursor of wrong characters', { query: { cursor: '<script>' } }],
  ],
  adminContacts: [['a cursor of no list', { query: { cursor: WRONG_CURSOR } }]],
  adminSuggestions: [['a cursor of no list', { query: { cursor: WRONG_CURSOR } }]],
  voteSuggestion: [['an unknown suggestion', { params: { id: UNKNOWN_ID } }]],
  adminMarkContactRead: [['an unknown contact', { params: { id: UNKNOWN_ID } }]],
  adminDeleteContact: [['an unknown contact', { params: { id: UNKNOWN_ID } }]],
  adminDeleteSuggestion: [['an unknown suggestion', { params: { id: UNKNOWN_ID } }]],
  adminApproveSuggestion: [['an unknown suggestion', { params: { id: UNKNOWN_ID } }]],
  suggestTool: [
    ['blank name and description', { body: { toolName: '  ', description: '' } }],
    ['a bad e-mail', { body: { toolName: 'Timer', description: 'Un timer', email: 'non-una-email' } }],
  ],
  contact: [
    ['all blank', { body: { name: ' ', email: '', message: '' } }],
    ['a bad e-mail', { body: { name: 'Anna', email: 'anna', message: 'Ciao' } }],
  ],
  adminLogin: [['wrong credentials', { body: { username: 'nessuno', password: 'sbagliata' } }]],
  adminChangePassword: [
    ['a weak new password', { body: { currentPassword: 'sbagliata', newPassword: 'aaaaaaaa' } }],
    ['a wrong current password', { body: { currentPassword: 'sbagliata', newPassword: 'Una-Nuova-Password-Lunga-42!' } }],
    ['a short new password', { body: { currentPassword: 'sbagliata', newPassword: 'corta' } }],
  ],
};

export function domainAttempts(name: ApiName): Attempt[] {
  const route = API[name];
  return (DOMAIN[name] ?? []).map(([why, request]) => ({
    name,
    method: route.method,
    path: route.path.replace(/:(\w+)/g, (_all, key: string) => encodeURIComponent(request.params?.[key] ?? 'x')),
    query: request.query,
    body: request.body,
    why,
  }));
}
