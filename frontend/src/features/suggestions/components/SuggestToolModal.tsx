import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { PRIORITIES, SUGGESTION_CATEGORIES } from '@orbita/proto-types/enums';
import { Alert } from '../../../components/ui/Alert';
import { Field } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from '../../../components/ui/SelectField';
import { SuccessMark } from '../../../components/ui/SuccessMark';
import { useSendForm } from '../../../lib/use-send-form';
import { SUGGEST_ERROR, suggestTool } from '../api/suggest-tool';
import {
  EMPTY_SUGGESTION_FORM,
  PRIORITY_LABELS,
  SUCCESS_CLOSE_MS,
  suggestionFieldErrors,
  toSuggestRequest,
  type SuggestionFieldErrors,
} from '../suggestions.service';
import '../suggestions.css';

type RequiredField = keyof SuggestionFieldErrors;
const FIELD_ORDER: readonly RequiredField[] = ['toolName', 'description'];

interface SuggestToolModalProps {
  onClose: () => void;
  /** The tool's name as the visitor already typed it in a search that found nothing. */
  initialName?: string;
  /** Opens the list of suggestions, where a tool already suggested can be voted for instead. */
  onShowSuggestions?: () => void;
}

/** The API's code for a tool already suggested under the same name. */
const ALREADY_SUGGESTED = 'SUGGESTIONS_DUPLICATE';

/** The suggest form; after a success it thanks the visitor and closes by itself after 3 seconds. */
export function SuggestToolModal({ onClose, initialName = '', onShowSuggestions }: SuggestToolModalProps) {
  const id = useId();
  const { form, set, sent, submit, error, errorCode, loading } = useSendForm({
    empty: initialName ? { ...EMPTY_SUGGESTION_FORM, toolName: initialName } : EMPTY_SUGGESTION_FORM,
    check: toSuggestRequest,
    send: suggestTool,
    fallbackError: SUGGEST_ERROR,
  });

  // Fields are marked only once the visitor has tried to send, and each mark clears as its field is put right.
  const [checked, setChecked] = useState(false);
  const fieldErrors = checked ? suggestionFieldErrors(form) : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const errors = suggestionFieldErrors(form);
    setChecked(true);
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${first}`)}`)?.focus();
    void submit(event);
  };
  /** The attributes that tie a control to its own message when it is wrong. */
  const invalid = (name: RequiredField) =>
    fieldErrors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {};
  const message = (name: RequiredField) =>
    fieldErrors[name] ? (
      <span className="field__error" id={`${id}-${name}-error`}>
        {fieldErrors[name]}
      </span>
    ) : null;

  // The 3 seconds count from the thanks, whatever re-renders the page in the meantime (a new onClose each time).
  const closeLater = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(closeLater, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  if (sent) {
    return (
      <Modal title="Suggerimento inviato" onClose={onClose}>
        <div className="suggest__success" role="status">
          <SuccessMark />
          <h3>Grazie per il tuo suggerimento!</h3>
          <p className="muted">Il team lo valuterà presto. Questa finestra si chiuderà da sola tra pochi secondi.</p>
        </div>
      </Modal>
    );
  }

  return (
    <Modal title="Suggerisci un tool" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        <p className="muted">Manca uno strumento che useresti ogni giorno? Raccontacelo.</p>
        <Field label="Nome del tool *" htmlFor={`${id}-toolName`}>
          <input id={`${id}-toolName`} className="input" required maxLength={100} value={form.toolName} onChange={(e) => set('toolName', e.target.value)} {...invalid('toolName')} />
          {message('toolName')}
        </Field>
        <Field label="Descrizione *" htmlFor={`${id}-description`}>
          <textarea id={`${id}-description`} className="input" required maxLength={2000} value={form.description} onChange={(e) => set('description', e.target.value)} {...invalid('description')} />
          {message('description')}
        </Field>
        <div className="form-grid">
          <SelectField label="Categoria" value={form.category} options={SUGGESTION_CATEGORIES} onChange={(category) => set('category', category)} />
          <SelectField
            label="Priorità"
            value={form.priority}
            options={PRIORITIES}
            optionLabel={(priority) => PRIORITY_LABELS[priority]}
            onChange={(priority) => set('priority', priority)}
          />
        </div>
        <Field label="Email (facoltativa)" htmlFor={`${id}-email`} hint="Solo se vuoi sapere quando il tool sarà pronto.">
          <input id={`${id}-email`} className="input" type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />
        </Field>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {errorCode === ALREADY_SUGGESTED && onShowSuggestions ? (
          <button type="button" className="btn btn--secondary suggest__existing" onClick={onShowSuggestions}>
            <Icon name="list" size={18} />
            Vedi i suggerimenti e vota
          </button>
        ) : null}
        <div className="suggest__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            Annulla
          </button>
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="rocket" size={18} />}
            {loading ? 'Invio in corso…' : 'Invia suggerimento'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
