import { useEffect, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/layout/PageHeader';
import { FavouriteButton } from '../components/ui/FavouriteButton';
import { Icon } from '../components/ui/Icon';
import { OfflineNotice } from '../components/ui/OfflineNotice';
import { ShareLink } from '../components/ui/ShareLink';
import { recordToolUse, useFavourites } from '../lib/tool-memory';
import { useOnline } from '../lib/use-online';
import type { ToolDefinition, ToolPageProps } from './types';
import './tool-shell.css';

interface ToolShellProps {
  tool: ToolDefinition;
  page: ComponentType<ToolPageProps>;
}

/**
 * The frame of every tool page: back link to the grid, icon, name, category and description; then the page,
 * which receives its definition from here.
 */
export function ToolShell({ tool, page: Page }: ToolShellProps) {
  const { isFavourite, toggle } = useFavourites();
  useEffect(() => recordToolUse(tool.id), [tool.id]);
  // A tool that asks the server says so while offline, and comes back by itself (with the inputs of its address).
  const online = useOnline();
  const needsConnection = !online && !tool.worksOffline;
  return (
    <div className="container tool-page">
      <Link to="/tools" className="back-link">
        <Icon name="arrowLeft" size={18} />
        Torna agli strumenti
      </Link>
      <PageHeader
        title={tool.name}
        lead={tool.description}
        icon={
          <span className="tool-page__icon">
            <Icon name={tool.icon} size={28} />
          </span>
        }
      >
        <div className="tool-page__bar">
          <span className="badge badge--accent">{tool.category}</span>
          <FavouriteButton name={tool.name} pressed={isFavourite(tool.id)} onToggle={() => toggle(tool.id)} withText />
          {tool.linkable === false ? null : <ShareLink title={tool.name} />}
        </div>
      </PageHeader>
      {needsConnection ? <OfflineNotice name={tool.name} /> : <Page tool={tool} />}
    </div>
  );
}
