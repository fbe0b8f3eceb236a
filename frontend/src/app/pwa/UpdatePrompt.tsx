import { Icon } from '../../components/ui/Icon';

interface UpdatePromptProps {
  onUpdate: () => void;
  onDismiss: () => void;
}

/** Shown when a new version has been downloaded: it replaces the page only when the visitor asks. */
export function UpdatePrompt({ onUpdate, onDismiss }: UpdatePromptProps) {
  return (
    <div className="update-prompt" role="status">
      <Icon name="sparkles" size={18} />
      <p className="update-prompt__text">{'Nuova versione disponibile — '}</p>
      <button type="button" className="btn btn--primary btn--small" onClick={onUpdate}>
        <Icon name="refresh" size={16} />
        Aggiorna
      </button>
      <button type="button" className="update-prompt__close" onClick={onDismiss} aria-label="Più tardi">
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
