import { useEffect, useId, useState, type FormEvent } from 'react';
import { PRIORITIES, SUGGESTION_CATEGORIES, type Priority, type SuggestionCategory } from '@orbita/proto-types/enums';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { useAsyncAction } from '../../../lib/use-async-action';
import { SUGGEST_ERROR, suggestTool } from '../api/suggest-tool';
import {
  EMPTY_SUGGESTION_FORM,
  PRIORITY_LABELS,
  SUCCESS_CLOSE_MS,
  toSuggestRequest,
  type SuggestionForm,
} from '../suggestions.service';
import '../suggestions.css';

/** The suggest form; after a success it thanks the visitor and closes by itself after 3 seconds. */
export function SuggestToolModal({ onClose }: { onClose: () => void }) {
  const id = useId();
  const [form, setForm] = useState<SuggestionForm>(EMPTY_SUGGESTION_FORM);
  const [sent, setSent] = useState(false);
  const submission = useAsyncAction(suggestTool, SUGGEST_ERROR);
  const set = <K extends keyof SuggestionForm>(key: K, value: SuggestionForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const prepared = toSuggestRequest(form);
    if ('error' in prepared) {
      submission.fail(prepared.error);
      return;
    }
    if (await submission.run(prepared.request)) {
      setForm(EMPTY_SUGGESTION_FORM);
      setSent(true);
    }
  };

  if (sent) {
    return (
      <Modal title="Suggerimento inviato" onClose={onClose}>
        <div className="suggest__success" role="status">
          <span className="suggest__success-icon">
            <Icon name="check" size={36} />
          </span>
          <h3>Grazie per il tuo suggerimento!</h3>
          <p className="muted">Il team lo valuterà presto. Questa finestra si chiuderà da sola tra pochi secondi.</p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Suggerisci un tool" onClose={onClose}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className="muted">Manca uno strumento che useresti ogni giorno? Raccontacelo.</p>
        <Field label="Nome del tool *" htmlFor={`${id}-name`}>
          <input id={`${id}-name`} className="input" required maxLength={100} value={form.toolName} onChange={(e) => set('toolName', e.target.value)} />
        </Field>
        <Field label="Descrizione *" htmlFor={`${id}-description`}>
          <textarea id={`${id}-description`} className="input" required maxLength={2000} value={form.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <div className="form-grid">
          <Field label="Categoria" htmlFor={`${id}-category`}>
            <select id={`${id}-category`} className="input" value={form.category} onChange={(e) => set('category', e.target.value as SuggestionCategory)}>
              {SUGGESTION_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </select>
          </Field>
          <Field label="Priorità" htmlFor={`${id}-priority`}>
            <select id={`${id}-priority`} className="input" value={form.priority} onChange={(e) => set('priority', e.target.value as Priority)}>
              {PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field label="Email (facoltativa)" htmlFor={`${id}-email`} hint="Solo se vuoi sapere quando il tool sarà pronto.">
          <input id={`${id}-email`} className="input" type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
        {submission.error ? <Alert tone="error">{submission.error}</Alert> : null}
        <div className="suggest__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="btn btn--primary" disabled={submission.loading}>
            {submission.loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="rocket" size={18} />}
            {submission.loading ? 'Invio in corso…' : 'Invia suggerimento'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
