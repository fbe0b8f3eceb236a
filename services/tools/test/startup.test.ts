import { describeServiceStartup } from '@orbita/service-kit/testing';
import { toolsService } from '@orbita/tools';

// The feed is out of reach on purpose: the shipped rates make the service ready all the same.
describeServiceStartup(toolsService, {
  env: { RATES_URL: 'http://127.0.0.1:1/eurofxref-daily.xml' },
  checks: { 'exchange-rates': { ok: true, detail: 'rates of 2025-10-09' } },
});
