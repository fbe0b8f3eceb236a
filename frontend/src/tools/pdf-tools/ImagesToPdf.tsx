import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { downloadBlob } from '../../lib/download';
import type { FileTask } from '../../lib/use-file-task';
import type { ImageLayout } from './pdf-operations';
import { checkNewFiles, IMAGES_LIMITS_TEXT } from './pdf-tools.service';
import { runPdfTask } from './run-pdf-task';

/** JPG and PNG images to one PDF, a page each, on A4 or on the image's own size. */
export function ImagesToPdf({ task }: { task: FileTask }) {
  const [images, setImages] = useState<{ name: string; bytes: Uint8Array }[]>([]);
  const [layout, setLayout] = useState<ImageLayout>('a4');
  const [notice, setNotice] = useState<string | null>(null);
  const busy = task.label !== null;

  const add = async (chosen: File[]) => {
    const { accepted, refusal } = checkNewFiles(images, chosen, 'image');
    setNotice(refusal);
    const read = await Promise.all(accepted.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
    setImages((current) => [...current, ...read]);
  };

  const write = async () => {
    const bytes = await task.run('Creazione del PDF', (signal, onProgress) => runPdfTask<Uint8Array>({ op: 'images', images, layout }, { signal, onProgress }));
    if (bytes) downloadBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), 'immagini.pdf');
  };

  return (
    <div className="pdf-editor">
      <FileDropZone prompt="Trascina qui le immagini JPG o PNG" button="Scegli le immagini" accept="image/jpeg,image/png,.jpg,.jpeg,.png" onFiles={add} disabled={busy}>
        <p className="file-drop__limits">{IMAGES_LIMITS_TEXT}</p>
      </FileDropZone>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {images.length > 0 ? (
        <>
          <ol className="pdf-files">
            {images.map((image, index) => (
              <li key={`${image.name}-${index}`}>{image.name}</li>
            ))}
          </ol>
          <fieldset className="pdf-editor__layout">
            <legend>Formato delle pagine</legend>
            <label>
              <input type="radio" name="impaginazione" checked={layout === 'a4'} onChange={() => setLayout('a4')} /> A4, con margini
            </label>
            <label>
              <input type="radio" name="impaginazione" checked={layout === 'image'} onChange={() => setLayout('image')} /> Dimensione dell&apos;immagine
            </label>
          </fieldset>
          <div className="pdf-editor__actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={write}>
              Crea il PDF ({images.length === 1 ? '1 pagina' : `${images.length} pagine`})
            </button>
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={() => setImages([])}>Ricomincia</button>
          </div>
        </>
      ) : null}
    </div>
  );
}
