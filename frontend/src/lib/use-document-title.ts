import { useEffect } from 'react';

export const SITE_NAME = 'Orbita';

/** Sets the tab title to "<title> · Orbita" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Strumenti quotidiani`;
  }, [title]);
}
