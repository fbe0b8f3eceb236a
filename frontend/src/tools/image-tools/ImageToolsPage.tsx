import { useEffect, useRef, useState } from 'react';
import { zipSync } from 'fflate';
import { Alert } from '../../components/ui/Alert';
import { FileDropZone } from '../../components/ui/FileDropZone';
import { PrivacyLine } from '../../components/ui/PrivacyLine';
import { TaskProgress } from '../../components/ui/TaskProgress';
import { downloadBlob } from '../../lib/download';
import { useFileTask } from '../../lib/use-file-task';
import { ImageList } from './ImageList';
import { DEFAULT_SETTINGS, ImageOptions, type ImageSettings } from './ImageOptions';
import { outputFileName, readResize } from './image-formats';
import type { ImageAnswer } from './image.worker';
import { IMAGE_LIMITS_TEXT } from './image-tools.service';
import { runImageTask } from './run-image-task';
import { useImageFiles, type ImageItem } from './use-image-files';
import './image-tools.css';

function resultFile(item: ImageItem): { name: string; blob: Blob; bytes: Uint8Array } | null {
  if (!item.result || !('output' in item.result)) return null;
  const { output } = item.result;
  return { name: outputFileName(item.name, output.format, item.format === output.format), blob: new Blob([output.bytes as BlobPart], { type: output.mime }), bytes: output.bytes };
}

/** Images converted, compressed, resized or stripped of their metadata in the browser: nothing is sent anywhere. */
export default function ImageToolsPage() {
  const images = useImageFiles();
  const task = useFileTask();
  const [settings, setSettings] = useState<ImageSettings>(DEFAULT_SETTINGS);
  const resize = readResize(settings.resizeMode, settings.resizeText);
  const resizeError = 'error' in resize && settings.resizeText.trim() !== '' ? resize.error : null;
  const made = images.items.some((item) => item.result);
  const busy = task.label !== null;

  const process = async () => {
    if ('error' in resize) return task.setError(resize.error);
    const jobs = images.items.map((item) => ({ name: item.name, bytes: item.bytes, format: settings.format, quality: settings.quality / 100, resize, metadataOnly: settings.action === 'metadata' }));
    const keys = images.items.map((item) => item.key);
    const answers = await task.run('Elaborazione delle immagini', (signal, onProgress) => runImageTask<Exclude<ImageAnswer, boolean>>({ op: 'process', jobs }, { signal, onProgress }));
    if (answers) await images.setResults(answers, keys);
  };

  // Once made, the results follow the slider and the fields, so the new size shows before anything is saved.
  const latest = useRef(process);
  useEffect(() => {
    latest.current = process;
  });
  useEffect(() => {
    if (!made) return undefined;
    const timer = setTimeout(() => latest.current(), 400);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the settings re-runs the work
  }, [settings]);

  const downloadAll = () => {
    const files = images.items.map(resultFile).filter((file) => file !== null);
    const zip = zipSync(Object.fromEntries(files.map((file) => [file.name, file.bytes])), { level: 0 });
    downloadBlob(new Blob([zip as BlobPart], { type: 'application/zip' }), 'immagini.zip');
  };

  return (
    <section className="card image-tools">
      <PrivacyLine />
      <FileDropZone prompt="Trascina qui le foto (JPEG, PNG, WebP, AVIF, HEIC)" button="Scegli le immagini" accept="image/*,.heic,.heif" onFiles={images.add} disabled={busy}>
        <p className="file-drop__limits">{IMAGE_LIMITS_TEXT}</p>
      </FileDropZone>
      {images.notice ? <Alert tone="info">{images.notice}</Alert> : null}
      {images.items.length > 0 ? (
        <>
          <ImageOptions settings={settings} onChange={setSettings} avif={images.avif} resizeError={resizeError} />
          <div className="image-tools__actions">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={process}>
              {images.items.length === 1 ? 'Elabora 1 immagine' : `Elabora ${images.items.length} immagini`}
            </button>
            {made ? (
              <button type="button" className="btn btn--secondary" disabled={busy} onClick={downloadAll}>Scarica tutto (ZIP)</button>
            ) : null}
            <button type="button" className="btn btn--secondary" disabled={busy} onClick={images.clear}>Ricomincia</button>
          </div>
          {task.label ? <TaskProgress label={task.label} fraction={task.fraction} onCancel={task.cancel} /> : null}
          {task.error ? <Alert tone="error">{task.error}</Alert> : null}
          <ImageList
            items={images.items}
            onRemove={images.remove}
            onDownload={(item) => {
              const file = resultFile(item);
              if (file) downloadBlob(file.blob, file.name);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
