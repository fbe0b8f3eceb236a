import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { deleteContact } from '../api/delete-contact';
import { deleteSuggestion } from '../api/delete-suggestion';
import { markContactRead } from '../api/mark-contact-read';
import { DELETE_CONTACT_CONFIRM, DELETE_SUGGESTION_CONFIRM } from '../dashboard.service';
import type { DashboardData } from '../hooks/use-dashboard-data';
import { ContactsPanel } from './ContactsPanel';
import { SuggestionsPanel } from './SuggestionsPanel';

type Tab = 'contacts' | 'suggestions';
type RunAction = (action: () => Promise<unknown>, applyLocally: (current: DashboardData) => DashboardData) => Promise<void>;

interface DashboardTabsProps {
  data: DashboardData;
  token: string;
  runAction: RunAction;
}

/** Tabs Contatti and Suggerimenti (WAI-ARIA tabs: arrow keys move between them). */
export function DashboardTabs({ data, token, runAction }: DashboardTabsProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('contacts');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ contacts: null, suggestions: null });
  const tabs: Array<{ key: Tab; label: string }> = [
    { key: 'contacts', label: `Contatti (${data.contacts.length})` },
    { key: 'suggestions', label: `Suggerimenti (${data.suggestions.length})` },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Tab = tab === 'contacts' ? 'suggestions' : 'contacts';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const markRead = (contactId: string) =>
    void runAction(
      () => markContactRead(contactId, token),
      (current) => ({ ...current, contacts: current.contacts.map((c) => (c.id === contactId ? { ...c, read: true } : c)) }),
    );
  const removeContact = (contactId: string) => {
    if (!window.confirm(DELETE_CONTACT_CONFIRM)) return;
    void runAction(
      () => deleteContact(contactId, token),
      (current) => ({ ...current, contacts: current.contacts.filter((c) => c.id !== contactId) }),
    );
  };
  const removeSuggestion = (suggestionId: string) => {
    if (!window.confirm(DELETE_SUGGESTION_CONFIRM)) return;
    void runAction(
      () => deleteSuggestion(suggestionId, token),
      (current) => ({ ...current, suggestions: current.suggestions.filter((s) => s.id !== suggestionId) }),
    );
  };

  return (
    <section className="card admin__panel">
      <div className="admin__tabs" role="tablist" aria-label="Sezioni della dashboard">
        {tabs.map(({ key, label }) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element;
            }}
            id={`${id}-${key}-tab`}
            type="button"
            role="tab"
            className="admin__tab"
            aria-selected={tab === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      <div id={`${id}-${tab}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}-tab`} className="admin__tabpanel">
        {tab === 'contacts' ? (
          <ContactsPanel contacts={data.contacts} onMarkRead={markRead} onDelete={removeContact} />
        ) : (
          <SuggestionsPanel suggestions={data.suggestions} onDelete={removeSuggestion} />
        )}
      </div>
    </section>
  );
}
