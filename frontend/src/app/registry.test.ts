import { TOOL_CATEGORIES } from '@orbita/proto-types/enums';
import { ICON_PATHS } from '../components/ui/icons';
import { FEATURED_TOOLS, NEW_TOOLS, TOOLS } from '../tools/registry';

describe('the tool registry', () => {
  it('gives every tool an icon of its own', () => {
    const byIcon = new Map<string, string[]>();
    for (const tool of TOOLS) byIcon.set(tool.icon, [...(byIcon.get(tool.icon) ?? []), tool.id]);
    const shared = [...byIcon].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
    for (const tool of TOOLS) expect(ICON_PATHS[tool.icon]).toBeDefined();
  });

  it('puts every tool in a category of the grid, with distinct ids and names', () => {
    for (const tool of TOOLS) expect(TOOL_CATEGORIES).toContain(tool.category);
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
    expect(new Set(TOOLS.map((tool) => tool.name)).size).toBe(TOOLS.length);
  });

  it('features and announces tools of the catalogue, each once, never the food analyser', () => {
    for (const list of [FEATURED_TOOLS, NEW_TOOLS]) {
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(new Set(list).size).toBe(list.length);
      for (const tool of list) expect(TOOLS).toContain(tool);
      expect(list.map((tool) => tool.id)).not.toContain('food-analyzer');
    }
  });
});
