import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { approveSuggestion } from '../api/approve-suggestion';
import { deleteContact } from '../api/delete-contact';
import { deleteSuggestion } from '../api/delete-suggestion';
import { markContactRead } from '../api/mark-contact-read';
import { MoreRows } from '../../../components/ui/MoreRows';
import { DELETE_CONTACT_CONFIRM, DELETE_SUGGESTION_CONFIRM, statsAfter } from '../dashboard.service';
import type { DashboardData, ListName } from '../hooks/use-dashboard-data';
import { ContactsPanel } from './ContactsPanel';
import { SuggestionsPanel } from './SuggestionsPanel';

type Tab = 'contacts' | 'suggestions';
type RunAction = (action: () => Promise<unknown>, applyLocally: (current: DashboardData) => DashboardData) => Promise<void>;

interface DashboardTabsProps {
  data: DashboardData;
  token: string;
  runAction: RunAction;
  /** Loads the next page of a list, and whether one is loading. */
  onMore: (list: ListName) => void;
  loadingMore: Record<ListName, boolean>;
}

/** A tab's count: every row when nothing is searched, else the rows found so far («+» when there are more). */
function tabCount(total: number, shown: number, next: string | null, searching: boolean): string {
  return searching ? `${shown}${next ? '+' : ''}` : String(total);
}

/** Tabs Contatti and Suggerimenti (WAI-ARIA tabs: arrow keys move between them). */
export function DashboardTabs({ data, token, runAction, onMore, loadingMore }: DashboardTabsProps) {
  const id = useId();
  const [tab, setTab] = useState<Tab>('contacts');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ contacts: null, suggestions: null });
  const tabs: Array<{ key: Tab; label: string }> = [
    { key: 'contacts', label: `Contatti (${tabCount(data.stats.totalContacts, data.contacts.length, data.contactsNext, data.query !== '')})` },
    {
      key: 'suggestions',
      label: `Suggerimenti (${tabCount(data.stats.totalSuggestions, data.suggestions.length, data.suggestionsNext, data.query !== '')})`,
    },
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
      (current) => {
        const contact = current.contacts.find((c) => c.id === contactId);
        return {
          ...current,
          contacts: current.contacts.map((c) => (c.id === contactId ? { ...c, read: true } : c)),
          stats: contact ? statsAfter(current.stats, { read: contact }) : current.stats,
        };
      },
    );
  const removeContact = (contactId: string) => {
    if (!window.confirm(DELETE_CONTACT_CONFIRM)) return;
    void runAction(
      () => deleteContact(contactId, token),
      (current) => {
        const contact = current.contacts.find((c) => c.id === contactId);
        return {
          ...current,
          contacts: current.contacts.filter((c) => c.id !== contactId),
          stats: contact ? statsAfter(current.stats, { deletedContact: contact }) : current.stats,
        };
      },
    );
  };
  const removeSuggestion = (suggestionId: string) => {
    if (!window.confirm(DELETE_SUGGESTION_CONFIRM)) return;
    void runAction(
      () => deleteSuggestion(suggestionId, token),
      (current) => {
        const suggestion = current.suggestions.find((s) => s.id === suggestionId);
        return {
          ...current,
          suggestions: current.suggestions.filter((s) => s.id !== suggestionId),
          stats: suggestion ? statsAfter(current.stats, { deletedSuggestion: suggestion }) : current.stats,
        };
      },
    );
  };
  const approve = (suggestionId: string) =>
    void runAction(
      () => approveSuggestion(suggestionId, token),
      (current) => ({ ...current, suggestions: current.suggestions.map((s) => (s.id === suggestionId ? { ...s, status: 'approved' } : s)) }),
    );
  const next = tab === 'contacts' ? data.contactsNext : data.suggestionsNext;

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
          <SuggestionsPanel suggestions={data.suggestions} onApprove={approve} onDelete={removeSuggestion} />
        )}
        {next === null ? null : <MoreRows key={tab} onMore={() => onMore(tab)} loading={loadingMore[tab]} />}
      </div>
    </section>
  );
}
