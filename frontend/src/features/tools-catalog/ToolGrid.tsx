import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { TOOLS, toolPath } from '../../tools/registry';
import './tools-catalog.css';

/** A card per tool of the registry, each linking to its page. */
export function ToolGrid() {
  return (
    <ul className="tool-grid">
      {TOOLS.map((tool) => (
        <li key={tool.id}>
          <Link to={toolPath(tool)} className="tool-card">
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
