import { betaTitle } from '../features/beta/beta';
import { formatNumber } from '../lib/format';
import { double } from '../tools/two/two.service';

export const routes = [betaTitle, formatNumber(double(1))];
