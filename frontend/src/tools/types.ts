import type { ComponentType } from 'react';
import type { ToolCategory } from '@orbita/proto-types/enums';
import type { IconName } from '../components/ui/icons';

/** What the shell hands a tool's page: its own definition, so the page never imports its `index.ts`. */
export interface ToolPageProps {
  tool: ToolDefinition;
}

/** One tool of the hub: what the grid, the router and the footer need to know about it. */
export interface ToolDefinition {
  /** The last segment of its address, /tools/{id}. */
  id: string;
  name: string;
  description: string;
  category: ToolCategory;
  icon: IconName;
  /** Listed among the four tools in the footer. */
  inFooter?: boolean;
  /** Words people type when they look for it (synonyms, everyday names), read by the search. */
  keywords?: readonly string[];
  /** Computes in the browser, so it works without a connection; otherwise the shell says it needs one. */
  worksOffline?: boolean;
  /** Its inputs live in the address, so the shell offers «Copia link»; false where they cannot (a photo) or must not (personal data). */
  linkable?: boolean;
  /** Loads the page only when it is visited. */
  loadPage: () => Promise<{ default: ComponentType<ToolPageProps> }>;
}

export function toolPath(tool: Pick<ToolDefinition, 'id'>): string {
  return `/tools/${tool.id}`;
}
