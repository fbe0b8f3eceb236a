import { serveInWorker } from '../../lib/worker-task';
import { canWriteAvif, processImage, type ImageJob, type ImageOutput } from './image-operations';

export type ImageRequest = { op: 'process'; jobs: ImageJob[] } | { op: 'avif' };
export type ImageAnswer = { name: string; output?: ImageOutput; error?: string }[] | boolean;

const scope = self as unknown as Parameters<typeof serveInWorker>[0];

serveInWorker<ImageRequest, ImageAnswer>(
  scope,
  async (request, progress) => {
    if (request.op === 'avif') return { result: await canWriteAvif() };
    const answers: { name: string; output?: ImageOutput; error?: string }[] = [];
    for (const [index, job] of request.jobs.entries()) {
      try {
        answers.push({ name: job.name, output: await processImage(job) });
      } catch (error) {
        // One unreadable photo does not stop the others: its row says why.
        answers.push({ name: job.name, error: error instanceof Error && error.name === 'FileToolError' ? error.message : `«${job.name}» non si è potuta elaborare` });
      }
      progress(index + 1, request.jobs.length);
    }
    return { result: answers, transfer: answers.flatMap((answer) => (answer.output ? [answer.output.bytes.buffer as ArrayBuffer] : [])) };
  },
  'Non è stato possibile elaborare le immagini: riprova con meno file',
);
