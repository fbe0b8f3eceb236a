import { double } from '../two/two.service';

export const quadruple = (value: number): number => double(double(value));
