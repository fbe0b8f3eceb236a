import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { ToolsConfig } from './config.js';
import { toolsContext } from './context.js';
import calculateCaloriesRoute from './routes/calculate-calories/index.js';
import convertCurrencyRoute from './routes/convert-currency/index.js';
import convertNumberRoute from './routes/convert-number/index.js';
import currenciesRoute from './routes/currencies/index.js';
import currencyHistoryRoute from './routes/currency-history/index.js';
import generatePaletteRoute from './routes/generate-palette/index.js';
import generateQrRoute from './routes/generate-qr/index.js';
import calculatePercentageRoute from './routes/calculate-percentage/index.js';
import calculateVatRoute from './routes/calculate-vat/index.js';
import checkIbanRoute from './routes/check-iban/index.js';
import convertUnitRoute from './routes/convert-unit/index.js';
import countWorkingDaysRoute from './routes/count-working-days/index.js';
import calculateTaxCodeRoute from './routes/calculate-tax-code/index.js';
import checkTaxCodeRoute from './routes/check-tax-code/index.js';
import municipalitiesRoute from './routes/municipalities/index.js';
import calculateLegalInterestRoute from './routes/calculate-legal-interest/index.js';
import calculateLatePaymentRoute from './routes/calculate-late-payment/index.js';
import calculateMortgageRoute from './routes/calculate-mortgage/index.js';
import checkVatNumberRoute from './routes/check-vat-number/index.js';
import calculateWithholdingRoute from './routes/calculate-withholding/index.js';

/** The tools service: stateless calculators and generators, plus the exchange rates they convert with. */
export default async function toolsApp(app: FastifyInstance, deps: ServiceDeps<ToolsConfig>): Promise<void> {
  const context = toolsContext(app, deps);
  await app.register(calculateCaloriesRoute, context);
  await app.register(convertCurrencyRoute, context);
  await app.register(currenciesRoute, context);
  await app.register(currencyHistoryRoute, context);
  await app.register(generatePaletteRoute, context);
  await app.register(generateQrRoute, context);
  await app.register(convertNumberRoute, context);
  await app.register(calculatePercentageRoute, context);
  await app.register(calculateVatRoute, context);
  await app.register(checkIbanRoute, context);
  await app.register(convertUnitRoute, context);
  await app.register(countWorkingDaysRoute, context);
  await app.register(calculateTaxCodeRoute, context);
  await app.register(checkTaxCodeRoute, context);
  await app.register(municipalitiesRoute, context);
  await app.register(calculateLegalInterestRoute, context);
  await app.register(calculateLatePaymentRoute, context);
  await app.register(calculateMortgageRoute, context);
  await app.register(checkVatNumberRoute, context);
  await app.register(calculateWithholdingRoute, context);
}
