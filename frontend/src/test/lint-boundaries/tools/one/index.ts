import type { ToolDefinition } from '../types';

export const one: ToolDefinition = { id: 'one', loadPage: () => import('./OnePage') };
