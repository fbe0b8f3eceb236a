import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  /** The tab title, when it differs from the heading. */
  documentTitle?: string;
  children?: ReactNode;
}

/** The heading of a page, which also names the browser tab. */
export function PageHeader({ title, lead, icon, documentTitle, children }: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <header className="page-header">
      <h1 className="page-header__title">
        {icon}
        <span className="gradient-text">{title}</span>
      </h1>
      {lead ? <p className="page-header__lead">{lead}</p> : null}
      {children}
    </header>
  );
}
