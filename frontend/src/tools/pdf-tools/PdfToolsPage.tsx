import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { PrivacyLine } from '../../components/ui/PrivacyLine';
import { TaskProgress } from '../../components/ui/TaskProgress';
import { useFileTask } from '../../lib/use-file-task';
import { ImagesToPdf } from './ImagesToPdf';
import { PdfEditor } from './PdfEditor';
import './pdf-tools.css';

type Mode = 'pdf' | 'images';
const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'pdf', label: 'Unisci, dividi, ruota' },
  { mode: 'images', label: 'Immagini in PDF' },
];

/** PDF work done in the browser: nothing is sent anywhere, and a worker keeps the page responsive. */
export default function PdfToolsPage() {
  const [mode, setMode] = useState<Mode>('pdf');
  const task = useFileTask();
  return (
    <section className="card pdf-tools">
      <PrivacyLine />
      <div className="chip-row" role="group" aria-label="Cosa vuoi fare">
        {MODES.map((item) => (
          <button key={item.mode} type="button" className="chip" aria-pressed={mode === item.mode} disabled={task.label !== null} onClick={() => setMode(item.mode)}>
            {item.label}
          </button>
        ))}
      </div>
      {mode === 'pdf' ? <PdfEditor task={task} /> : <ImagesToPdf task={task} />}
      {task.label ? <TaskProgress label={task.label} fraction={task.fraction} onCancel={task.cancel} /> : null}
      {task.error ? <Alert tone="error">{task.error}</Alert> : null}
    </section>
  );
}
