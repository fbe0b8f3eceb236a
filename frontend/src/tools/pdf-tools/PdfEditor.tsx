import { useId, useState } from 'react';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { Alert } from '../../components/ui/Alert';
import { downloadBlob } from '../../lib/download';
import type { FileTask } from '../../lib/use-file-task';
import { PageGrid } from './PageGrid';
import { pagesAfterDeleting, parsePageRanges, RANGES_EXAMPLE } from './page-ranges';
import { keepPositions, movedAnnouncement, outputName, PDF_LIMITS_TEXT } from './pdf-tools.service';
import { runPdfTask } from './run-pdf-task';
import { usePdfSources } from './use-pdf-sources';

/** Merge, reorder, rotate, extract or delete pages, and split: the pages on screen are the PDF that will be written. */
export function PdfEditor({ task }: { task: FileTask }) {
  const sources = usePdfSources(task);
  const [ranges, setRanges] = useState('');
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rangesId = useId();
  const busy = task.label !== null;
  const { files, pages } = sources;

  const applyRanges = (keep: boolean) => {
    const result = keep ? parsePageRanges(ranges, pages.length) : pagesAfterDeleting(ranges, pages.length);
    if ('error' in result) return setRangeError(result.error);
    setRangeError(null);
    sources.setPages(keepPositions(pages, result.pages));
    setAnnouncement(`Restano ${result.pages.length} pagine`);
  };

  const write = async (split: boolean) => {
    const request = { sources: files.map(({ name, bytes }) => ({ name, bytes })), pages: pages.map(({ file, page, rotation }) => ({ file, page, rotation })) };
    const label = split ? 'Divisione in pagine singole' : 'Scrittura del PDF';
    const bytes = await task.run(label, (signal, onProgress) =>
      runPdfTask<Uint8Array>(split ? { op: 'split', ...request, name: outputName(files, '', 'pdf') } : { op: 'assemble', ...request }, { signal, onProgress }),
    );
    if (!bytes) return;
    const type = split ? 'application/zip' : 'application/pdf';
    downloadBlob(new Blob([bytes as BlobPart], { type }), outputName(files, split ? '-pagine' : '-modificato', split ? 'zip' : 'pdf'));
  };

  return (
    <div className="pdf-editor">
      <FileDropZone prompt="Trascina qui uno o più PDF" button="Scegli i PDF" accept="application/pdf,.pdf" onFiles={sources.addFiles} disabled={busy}>
        <p className="file-drop__limits">{PDF_LIMITS_TEXT}</p>
      </FileDropZone>
      {sources.notice ? <Alert tone="info">{sources.notice}</Alert> : null}
      {files.length > 0 ? (
        <>
          <ul className="pdf-files">
            {files.map((file) => (
              <li key={file.name + file.bytes.length}>
                {file.name}: {file.pageCount === 1 ? '1 pagina' : `${file.pageCount} pagine`}
              </li>
            ))}
          </ul>
          <div className="field">
            <label className="field__label" htmlFor={rangesId}>
              Pagine (ad esempio {RANGES_EXAMPLE})
            </label>
            <input id={rangesId} className="input" value={ranges} onChange={(event) => setRanges(event.target.value)} aria-invalid={rangeError !== null} aria-describedby={rangeError ? `${rangesId}-error` : undefined} />
            {rangeError ? <p className="field__error" id={`${rangesId}-error`} role="alert">{rangeError}</p> : null}
          </div>
          <div className="pdf-editor__actions">
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => applyRanges(true)}>Tieni solo queste</button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => applyRanges(false)}>Elimina queste</button>
          </div>
          <p className="visually-hidden" aria-live="polite">{announcement}</p>
          <PageGrid
            pages={pages}
            files={files}
            docs={sources.docs}
            onMove={(from, to) => {
              const page = pages[from];
              sources.move(from, to);
              if (page && to >= 0 && to < pages.length) setAnnouncement(movedAnnouncement(page, files, to + 1, pages.length));
            }}
            onRotate={sources.rotate}
            onRemove={sources.remove}
          />
          <div className="pdf-editor__actions">
            <button type="button" className="btn btn--primary" disabled={busy || pages.length === 0} onClick={() => write(false)}>
              Scarica il PDF ({pages.length === 1 ? '1 pagina' : `${pages.length} pagine`})
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy || pages.length === 0} onClick={() => write(true)}>
              Dividi in pagine singole (ZIP)
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={sources.clear}>Ricomincia</button>
          </div>
        </>
      ) : null}
    </div>
  );
}
