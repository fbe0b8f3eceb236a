export interface ToolDefinition {
  id: string;
  loadPage: () => Promise<{ default: () => string }>;
}
