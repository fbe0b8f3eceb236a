import { useCallback, useEffect, useState } from 'react';
import { detectFormat, type InputFormat } from './image-formats';
import type { ImageOutput } from './image-operations';
import { checkNewImages, readMetadata, type MetadataSummary } from './image-tools.service';
import { runImageTask } from './run-image-task';

export interface ImageItem {
  key: string;
  name: string;
  bytes: Uint8Array;
  format: InputFormat | null;
  before: MetadataSummary | null;
  result?: { output: ImageOutput; after: MetadataSummary } | { error: string };
}

let counter = 0;

/** The images chosen, what their metadata says, and what was made of them. */
export function useImageFiles() {
  const [items, setItems] = useState<ImageItem[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [avif, setAvif] = useState(false);
  useEffect(() => {
    runImageTask<boolean>({ op: 'avif' }).then(setAvif, () => setAvif(false));
  }, []);

  const add = useCallback(
    async (files: File[]) => {
      const { accepted, refusal } = checkNewImages(items.length, files);
      setNotice(refusal);
      const read = await Promise.all(
        accepted.map(async (file) => {
          const bytes = new Uint8Array(await file.arrayBuffer());
          return { key: `i${(counter += 1)}`, name: file.name, bytes, format: detectFormat(bytes), before: await readMetadata(bytes) };
        }),
      );
      setItems((current) => [...current, ...read]);
    },
    [items.length],
  );

  const setResults = useCallback(async (answers: { name: string; output?: ImageOutput; error?: string }[], keys: string[]) => {
    const results = await Promise.all(
      answers.map(async (answer) => (answer.output ? { output: answer.output, after: await readMetadata(answer.output.bytes) } : { error: answer.error ?? 'Elaborazione non riuscita' })),
    );
    setItems((current) => current.map((item) => {
      const at = keys.indexOf(item.key);
      return at >= 0 ? { ...item, result: results[at] } : item;
    }));
  }, []);

  return {
    items,
    notice,
    avif,
    add,
    setResults,
    remove: (key: string) => setItems((current) => current.filter((item) => item.key !== key)),
    clear: () => setItems([]),
  };
}
