import { memo, useCallback, useId, useState, type ChangeEvent } from 'react';
import type { FrequentWord, TextCount } from '@orbita/proto-types/text-count';
import { SplitToolLayout } from '../../components/layout/SplitToolLayout';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { formatNumber } from '../../lib/format';
import { DEFAULT_TEXT, formatDuration, pageCounter } from './word-counter.service';
import './word-counter.css';

/**
 * The text field, left to the browser (uncontrolled): React never writes a 500,000-character value back into it, and
 * it is not rendered again at each keystroke.
 */
const TextField = memo(function TextField({ id, onText }: { id: string; onText: (text: string) => void }) {
  const changed = useCallback((event: ChangeEvent<HTMLTextAreaElement>) => onText(event.target.value), [onText]);
  return (
    <Field label="Scrivi o incolla il testo" htmlFor={id}>
      <textarea id={id} className="input words__text" rows={8} defaultValue={DEFAULT_TEXT} onChange={changed} />
    </Field>
  );
});

const sameWords = (a: { words: FrequentWord[] }, b: { words: FrequentWord[] }) =>
  a.words.length === b.words.length && a.words.every((entry, index) => entry.word === b.words[index]!.word && entry.count === b.words[index]!.count);

/** The frequent words, drawn again only when they changed (typing inside a long text seldom changes the first ten). */
const FrequentWords = memo(function FrequentWords({ words }: { words: FrequentWord[] }) {
  return words.length === 0 ? (
    <p className="muted">Nessuna parola da contare (articoli, preposizioni e simili sono esclusi).</p>
  ) : (
    <ol className="words__top">
      {words.map(({ word, count: times }) => (
        <li key={word}>
          {word} <span className="muted">({formatNumber(times)})</span>
        </li>
      ))}
    </ol>
  );
}, sameWords);

export default function WordCounterPage() {
  const id = useId();
  // The text stays in the page only: never in the address, the history or the server. The counter keeps the count
  // of each part of it, so a keystroke counts again only the part it changed, in the keystroke's own frame.
  const [counter] = useState(pageCounter);
  const [count, setCount] = useState<TextCount>(() => counter.count(DEFAULT_TEXT));
  const onText = useCallback((text: string) => setCount(counter.count(text)), [counter]);
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
          <TextField id={`${id}-text`} onText={onText} />
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
          <FrequentWords words={count.topWords} />
          <p className="muted">Lettura stimata a 200 parole al minuto, lettura ad alta voce a 130. SMS contati come i telefoni: alfabeto GSM 03.38 (160 caratteri, 153 per parte) o UCS-2 (70, 67 per parte).</p>
        </Card>
      }
    />
  );
}
