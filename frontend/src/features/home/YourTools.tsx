import { Link } from 'react-router-dom';
import { FavouriteButton } from '../../components/ui/FavouriteButton';
import { Icon } from '../../components/ui/Icon';
import type { IconName } from '../../components/ui/icons';
import { useFavourites, useRecentTools } from '../../lib/tool-memory';

export interface HomeTool {
  id: string;
  to: string;
  name: string;
  category: string;
  icon: IconName;
}

function ToolLinks({ tools, favourites }: { tools: readonly HomeTool[]; favourites: ReturnType<typeof useFavourites> }) {
  return (
    <ul className="your-tools__list">
      {tools.map((tool) => (
        <li key={tool.id} className="your-tools__item">
          <Link to={tool.to} className="your-tools__link">
            <span className="your-tools__icon">
              <Icon name={tool.icon} size={22} />
            </span>
            <span className="your-tools__text">
              <span className="your-tools__name">{tool.name}</span>
              <span className="your-tools__category">{tool.category}</span>
            </span>
          </Link>
          <FavouriteButton name={tool.name} pressed={favourites.isFavourite(tool.id)} onToggle={() => favourites.toggle(tool.id)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * «I tuoi strumenti»: the visitor's favourites, then the last three tools used that are not among them.
 * Kept in this browser only; nothing shows to a first-time visitor.
 */
export function YourTools({ tools }: { tools: readonly HomeTool[] }) {
  const favourites = useFavourites();
  const recentIds = useRecentTools();
  const byId = new Map(tools.map((tool) => [tool.id, tool]));
  const pick = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const starred = pick(favourites.favourites);
  const recent = pick(recentIds.filter((id) => !favourites.favourites.includes(id)));
  if (starred.length === 0 && recent.length === 0) return null;

  return (
    <section className="container your-tools" aria-labelledby="your-tools-title">
      <h2 id="your-tools-title" className="home__section-title">
        I tuoi strumenti
      </h2>
      {starred.length > 0 ? (
        <>
          <h3 className="your-tools__title">
            <Icon name="star" size={18} />
            Preferiti
          </h3>
          <ToolLinks tools={starred} favourites={favourites} />
        </>
      ) : null}
      {recent.length > 0 ? (
        <>
          <h3 className="your-tools__title">
            <Icon name="clock" size={18} />
            Usati di recente
          </h3>
          <ToolLinks tools={recent} favourites={favourites} />
        </>
      ) : null}
    </section>
  );
}
