import { HomePage } from '../../features/home/HomePage';
import { YourTools, type HomeTool } from '../../features/home/YourTools';
import { TOOLS, toolPath } from '../../tools/registry';

const HOME_TOOLS: readonly HomeTool[] = TOOLS.map((tool) => ({
  id: tool.id,
  to: toolPath(tool),
  name: tool.name,
  category: tool.category,
  icon: tool.icon,
}));

/** The home page with the visitor's favourites and recent tools, picked from the registry. */
export default function HomeRoute() {
  return <HomePage yourTools={<YourTools tools={HOME_TOOLS} />} toolCount={TOOLS.length} />;
}
