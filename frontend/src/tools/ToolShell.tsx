import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/layout/PageHeader';
import { Icon } from '../components/ui/Icon';
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
        <span className="badge badge--accent">{tool.category}</span>
      </PageHeader>
      <Page tool={tool} />
    </div>
  );
}
