import { formatNumber } from '../../lib/format';

export const double = (value: number): number => value * 2;
export const doubled = (value: number): string => formatNumber(double(value));
