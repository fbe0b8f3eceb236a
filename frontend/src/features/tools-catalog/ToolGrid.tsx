import { Link } from 'react-router-dom';
import { FavouriteButton } from '../../components/ui/FavouriteButton';
import { Icon } from '../../components/ui/Icon';
import type { IconName } from '../../components/ui/icons';
import { useFavourites } from '../../lib/tool-memory';
import './tools-catalog.css';

export interface ToolCard {
  id: string;
  /** The tool's page. */
  to: string;
  name: string;
  description: string;
  category: string;
  icon: IconName;
  /** This hub cannot run it (the food analyser without a model): the card says so. */
  unavailable?: boolean;
}

/**
 * A compact card per tool (icon, category, name, the first lines of its description), each linking to its page
 * with a star beside it; the app hands it the tools of the registry.
 */
export function ToolGrid({ tools }: { tools: readonly ToolCard[] }) {
  const { isFavourite, toggle } = useFavourites();
  return (
    <ul className="tool-grid">
      {tools.map((tool) => (
        <li key={tool.to} className={tool.unavailable ? 'tool-grid__item tool-grid__item--off' : 'tool-grid__item'}>
          <FavouriteButton
            name={tool.name}
            pressed={isFavourite(tool.id)}
            onToggle={() => toggle(tool.id)}
            className="tool-card__favourite"
          />
          <Link to={tool.to} className="tool-card">
            <span className="tool-card__icon">
              <Icon name={tool.icon} size={22} />
            </span>
            <span className="tool-card__text">
              <span className="tool-card__category">{tool.category}</span>
              <span className="tool-card__name">{tool.name}</span>
              {tool.unavailable ? (
                <span className="tool-card__off">Non disponibile su questo sito al momento</span>
              ) : (
                <span className="tool-card__description">{tool.description}</span>
              )}
              <span className="visually-hidden">Apri lo strumento</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
