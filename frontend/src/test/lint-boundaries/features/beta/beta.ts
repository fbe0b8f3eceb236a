import { formatNumber } from '../../lib/format';

export const betaTitle = `beta ${formatNumber(1)}`;
