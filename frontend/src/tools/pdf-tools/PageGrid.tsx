import { useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Icon } from '../../components/ui/Icon';
import { PageThumb } from './PageThumb';
import { pageLabel, type PageItem } from './pdf-tools.service';

interface PageGridProps {
  pages: readonly PageItem[];
  files: readonly { name: string }[];
  docs: readonly (Promise<PDFDocumentProxy> | undefined)[];
  onMove: (from: number, to: number) => void;
  onRotate: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The pages in the order they will be written: dragged with a mouse, or moved with the buttons from the keyboard. */
export function PageGrid({ pages, files, docs, onMove, onRotate, onRemove }: PageGridProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  return (
    <ol className="pdf-pages" aria-label="Pagine del nuovo PDF">
      {pages.map((page, index) => {
        const label = pageLabel(page, files);
        return (
          <li
            key={page.key}
            className={dragged === index ? 'pdf-page pdf-page--dragged' : 'pdf-page'}
            draggable
            onDragStart={() => setDragged(index)}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null) onMove(dragged, index);
              setDragged(null);
            }}
          >
            <PageThumb doc={docs[page.file]} page={page.page} rotation={page.rotation} />
            <span className="pdf-page__label">
              {index + 1}. {label}
              {page.rotation ? ` (ruotata di ${page.rotation}°)` : ''}
            </span>
            <span className="pdf-page__actions">
              <button type="button" className="btn btn--secondary btn--small" aria-label={`Sposta prima: ${label}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                <Icon name="arrowLeft" size={16} />
              </button>
              <button type="button" className="btn btn--secondary btn--small" aria-label={`Sposta dopo: ${label}`} disabled={index === pages.length - 1} onClick={() => onMove(index, index + 1)}>
                <Icon name="arrowRight" size={16} />
              </button>
              <button type="button" className="btn btn--secondary btn--small" aria-label={`Ruota di 90°: ${label}`} onClick={() => onRotate(index)}>
                <Icon name="refresh" size={16} />
              </button>
              <button type="button" className="btn btn--danger btn--small" aria-label={`Elimina: ${label}`} onClick={() => onRemove(index)}>
                <Icon name="trash" size={16} />
              </button>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
