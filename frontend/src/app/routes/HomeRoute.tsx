import type { ToolCategory } from '@orbita/proto-types/enums';
import { HomeCategories, HomeHighlights, type HomeCategory } from '../../features/home/HomeCatalogue';
import { HomePage } from '../../features/home/HomePage';
import { YourTools, type HomeTool } from '../../features/home/YourTools';
import { FEATURED_TOOLS, NEW_TOOLS, TOOLS, toolPath, type ToolDefinition } from '../../tools/registry';

const homeTool = (tool: ToolDefinition): HomeTool => ({
  id: tool.id,
  to: toolPath(tool),
  name: tool.name,
  category: tool.category,
  icon: tool.icon,
});

const HOME_TOOLS: readonly HomeTool[] = TOOLS.map(homeTool);
const FEATURED: readonly HomeTool[] = FEATURED_TOOLS.map(homeTool);
const NEWEST: readonly HomeTool[] = NEW_TOOLS.map(homeTool);
/**
 * The categories in the order of TOOL_CATEGORIES, written here by type only: the home page does not load the
 * enums' chunk for eight names (the tests check every tool is linked, so a category left out fails them).
 */
const CATEGORY_ORDER: readonly ToolCategory[] = [
  'Salute & Benessere',
  'Produttività',
  'Vita Quotidiana',
  'Soldi e Lavoro',
  'Date e Tempo',
  'Design & Creatività',
  'Utilità',
  'Matematica & Informatica',
];

/** Each category with its tools; the food analyser, which may have no model, is not promised here. */
const CATEGORIES: readonly HomeCategory[] = CATEGORY_ORDER.map((name) => ({
  name,
  tools: TOOLS.filter((tool) => tool.category === name && tool.id !== 'food-analyzer').map(homeTool),
})).filter((category) => category.tools.length > 0);

/** The home page with direct links to the tools and the visitor's favourites and recent tools, all from the registry. */
export default function HomeRoute() {
  return (
    <HomePage
      yourTools={<YourTools tools={HOME_TOOLS} />}
      highlights={<HomeHighlights featured={FEATURED} newest={NEWEST} />}
      categories={<HomeCategories categories={CATEGORIES} />}
      toolCount={TOOLS.length}
    />
  );
}
