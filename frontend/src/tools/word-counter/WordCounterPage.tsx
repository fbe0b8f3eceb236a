import { useDeferredValue, useId, useMemo, useState } from 'react';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { formatNumber } from '../../lib/format';
import { countForm, DEFAULT_TEXT, formatDuration } from './word-counter.service';
import './word-counter.css';

export default function WordCounterPage() {
  const id = useId();
  // The text stays in the page only: never in the address, the history or the server.
  const [text, setText] = useState(DEFAULT_TEXT);
  const counted = useDeferredValue(text);
  // Memoised: the urgent render of each keystroke still shows the previous count, which must not be worked out again
  // (a 100,000-word text costs tens of milliseconds a count); only the deferred render counts the new text.
  const count = useMemo(() => countForm(counted), [counted]);
  const rows: Array<[string, string]> = [
    ['Parole', formatNumber(count.words)],
    ['Caratteri', formatNumber(count.characters)],
    ['Caratteri senza spazi', formatNumber(count.charactersWithoutSpaces)],
    ['Frasi', formatNumber(count.sentences)],
    ['Paragrafi', formatNumber(count.paragraphs)],
    ['Tempo di lettura', formatDuration(count.readingSeconds)],
    ['Tempo per dirlo ad alta voce', formatDuration(count.speakingSeconds)],
  ];

  return (
    <SplitToolLayout
      inputs={
        <Card title="Testo" label="Testo da contare">
          <Field label="Scrivi o incolla il testo" htmlFor={`${id}-text`}>
            <textarea id={`${id}-text`} className="input words__text" rows={8} value={text} onChange={(e) => setText(e.target.value)} />
          </Field>
        </Card>
      }
      result={
        <Card title="Risultato">
          <dl className="words__counts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p>
            SMS: <strong>{formatNumber(count.sms.segments)}</strong> ({count.sms.encoding}, {formatNumber(count.sms.units)} su{' '}
            {count.sms.segments > 1 ? `${count.sms.encoding === 'GSM-7' ? 153 : 67} per parte` : count.sms.encoding === 'GSM-7' ? 160 : 70})
          </p>
          {count.sms.nonGsm.length > 0 ? (
            <p className="muted">Questi caratteri non sono nell'alfabeto GSM e riducono l'SMS a 70 caratteri: {count.sms.nonGsm.join(' ')}</p>
          ) : null}
        </Card>
      }
      more={
        <Card title="Parole più frequenti">
          {count.topWords.length === 0 ? (
            <p className="muted">Nessuna parola da contare (articoli, preposizioni e simili sono esclusi).</p>
          ) : (
            <ol className="words__top">
              {count.topWords.map(({ word, count: times }) => (
                <li key={word}>
                  {word} <span className="muted">({formatNumber(times)})</span>
                </li>
              ))}
            </ol>
          )}
          <p className="muted">Lettura stimata a 200 parole al minuto, lettura ad alta voce a 130. SMS contati come i telefoni: alfabeto GSM 03.38 (160 caratteri, 153 per parte) o UCS-2 (70, 67 per parte).</p>
        </Card>
      }
    />
  );
}
