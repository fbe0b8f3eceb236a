import { betaTitle } from '../beta/beta';

export const alphaTitle = `${betaTitle} alfa`;
