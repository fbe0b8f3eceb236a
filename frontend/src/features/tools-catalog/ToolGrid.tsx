import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import type { IconName } from '../../components/ui/icons';
import './tools-catalog.css';

export interface ToolCard {
  /** The tool's page. */
  to: string;
  name: string;
  description: string;
  category: string;
  icon: IconName;
}

/** A card per tool, each linking to its page; the app hands it the tools of the registry. */
export function ToolGrid({ tools }: { tools: readonly ToolCard[] }) {
  return (
    <ul className="tool-grid">
      {tools.map((tool) => (
        <li key={tool.to}>
          <Link to={tool.to} className="tool-card">
            <span className="tool-card__icon">
              <Icon name={tool.icon} size={28} />
            </span>
            <span className="tool-card__category">{tool.category}</span>
            <span className="tool-card__name">{tool.name}</span>
            <span className="tool-card__description">{tool.description}</span>
            <span className="tool-card__cta">
              Apri lo strumento
              <Icon name="arrowRight" size={16} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
