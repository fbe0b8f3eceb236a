import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import type { HomeTool } from './YourTools';

export interface HomeCategory {
  name: string;
  tools: readonly HomeTool[];
}

function ToolLinkList({ tools, label }: { tools: readonly HomeTool[]; label: string }) {
  return (
    <ul className="home-links" aria-label={label}>
      {tools.map((tool) => (
        <li key={tool.id}>
          <Link to={tool.to} className="home-links__link">
            <span className="home-links__icon">
              <Icon name={tool.icon} size={20} />
            </span>
            <span className="home-links__name">{tool.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** «In primo piano» and «Nuovi arrivi»: direct links to tools, right under the hero. */
export function HomeHighlights({ featured, newest }: { featured: readonly HomeTool[]; newest: readonly HomeTool[] }) {
  return (
    <div className="container home-highlights">
      <section aria-labelledby="featured-title">
        <h2 id="featured-title" className="home-highlights__title">
          <Icon name="star" size={18} />
          In primo piano
        </h2>
        <ToolLinkList tools={featured} label="Strumenti in primo piano" />
      </section>
      <section aria-labelledby="new-title">
        <h2 id="new-title" className="home-highlights__title">
          <Icon name="sparkles" size={18} />
          Nuovi arrivi
        </h2>
        <ToolLinkList tools={newest} label="Strumenti nuovi" />
      </section>
    </div>
  );
}

/** Every tool of the catalogue, one block per category, each tool a direct link. */
export function HomeCategories({ categories }: { categories: readonly HomeCategory[] }) {
  return (
    <section className="container home-categories" aria-labelledby="categories-title">
      <h2 id="categories-title" className="home__section-title">
        Tutti gli strumenti, per categoria
      </h2>
      <div className="home-categories__grid">
        {categories.map((category) => (
          <section key={category.name} className="card home-categories__card" aria-label={category.name}>
            <h3 className="home-categories__name">
              <Link to={`/tools?categoria=${encodeURIComponent(category.name)}`}>{category.name}</Link>
            </h3>
            <ToolLinkList tools={category.tools} label={`Strumenti di ${category.name}`} />
          </section>
        ))}
      </div>
    </section>
  );
}
