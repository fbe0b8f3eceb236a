import { betaTitle } from '../features/beta/beta';

export const widgetLabel = betaTitle.toUpperCase();
