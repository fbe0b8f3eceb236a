import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import { Icon } from '../../components/ui/Icon';
import { SuggestionsModal } from '../../features/suggestions/components/SuggestionsModal';
import { SuggestToolModal } from '../../features/suggestions/components/SuggestToolModal';
import { ToolGrid, type ToolCard } from '../../features/tools-catalog/ToolGrid';
import { TOOLS, toolPath } from '../../tools/registry';

type OpenModal = 'suggest' | 'suggestions' | null;

const TOOL_CARDS: readonly ToolCard[] = TOOLS.map((tool) => ({
  to: toolPath(tool),
  name: tool.name,
  description: tool.description,
  category: tool.category,
  icon: tool.icon,
}));

/** The tools grid, with the two suggestion dialogs next to it. */
export default function ToolsRoute() {
  const [modal, setModal] = useState<OpenModal>(null);
  const close = useCallback(() => setModal(null), []);
  const actions = (
    <div className="tools-page__actions">
      <button type="button" className="btn btn--primary" onClick={() => setModal('suggest')}>
        <Icon name="plus" size={18} />
        Suggerisci un tool
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => setModal('suggestions')}>
        <Icon name="list" size={18} />
        Vedi i suggerimenti
      </button>
    </div>
  );

  return (
    <div className="container">
      <PageHeader title="Strumenti" lead="Scegli uno strumento: funziona subito, gratis e senza registrazione.">
        {actions}
      </PageHeader>
      <ToolGrid tools={TOOL_CARDS} />
      {modal === 'suggest' ? <SuggestToolModal onClose={close} /> : null}
      {modal === 'suggestions' ? <SuggestionsModal onClose={close} /> : null}
    </div>
  );
}
