import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { FileTask } from '../../lib/use-file-task';
import { checkNewFiles, movePage, pagesOf, rotatePage, type PageItem, type SourceFile } from './pdf-tools.service';
import { openForThumbnails } from './pdf-thumbnails';
import { runPdfTask } from './run-pdf-task';

/** The PDFs chosen, their page list as it will be written, and the pdf.js documents that draw the thumbnails. */
export function usePdfSources(task: FileTask) {
  const [files, setFiles] = useState<SourceFile[]>([]);
  const [pages, setPages] = useState<PageItem[]>([]);
  const [docs, setDocs] = useState<(Promise<PDFDocumentProxy> | undefined)[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const added = useRef(0);
  const docsRef = useRef(docs);
  useEffect(() => {
    docsRef.current = docs;
  }, [docs]);
  useEffect(() => () => docsRef.current.forEach((doc) => doc?.then((opened) => opened.destroy()).catch(() => undefined)), []);

  const addFiles = useCallback(
    async (chosen: File[]) => {
      const { accepted, refusal } = checkNewFiles(files, chosen, 'pdf');
      setNotice(refusal);
      const read: SourceFile[] = [];
      await task.run('Lettura dei PDF', async (signal, onProgress) => {
        for (const [index, file] of accepted.entries()) {
          const bytes = new Uint8Array(await file.arrayBuffer());
          const pageCount = await runPdfTask<number>({ op: 'count', file: { name: file.name, bytes } }, { signal });
          read.push({ name: file.name, bytes, pageCount });
          onProgress((index + 1) / accepted.length);
        }
      });
      if (read.length === 0) return;
      const first = files.length;
      setFiles((current) => [...current, ...read]);
      setDocs((current) => [...current, ...read.map((file) => openForThumbnails(file.bytes).catch(() => undefined as never))]);
      setPages((current) => [...current, ...read.flatMap((file, i) => pagesOf(first + i, file.pageCount, `f${(added.current += 1)}`))]);
    },
    [files, task],
  );

  const clear = useCallback(() => {
    docs.forEach((doc) => doc?.then((opened) => opened.destroy()).catch(() => undefined));
    setFiles([]);
    setPages([]);
    setDocs([]);
    setNotice(null);
  }, [docs]);

  return {
    files,
    pages,
    docs,
    notice,
    addFiles,
    clear,
    setPages,
    move: (from: number, to: number) => setPages((current) => movePage(current, from, to)),
    rotate: (index: number) => setPages((current) => rotatePage(current, index)),
    remove: (index: number) => setPages((current) => current.filter((_, i) => i !== index)),
  };
}
