import { countText } from '@orbita/proto-types/text-count';
import { fireEvent, screen } from '@testing-library/react';
import { formatNumber } from '../../lib/format';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { wordCounter } from '.';
import WordCounterPage from './WordCounterPage';

describe('word counter page', () => {
  it('counts what is typed in the page, asking nothing of the server, and says why an SMS is UCS-2', () => {
    const api = fakeApi({});
    renderTool(wordCounter, WordCounterPage);
    fireEvent.change(screen.getByLabelText('Scrivi o incolla il testo'), { target: { value: 'È una bella giornata. Bella davvero!' } });
    expect(screen.getByText('Parole').nextSibling).toHaveTextContent('6');
    expect(screen.getByText('Frasi').nextSibling).toHaveTextContent('2');
    expect(screen.getByText(/Questi caratteri non sono nell'alfabeto GSM/)).toHaveTextContent('È');
    expect(screen.getByText('bella')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('keeps the counts of a text edited again and again (typed, pasted, cut) equal to a count of the whole text', () => {
    renderTool(wordCounter, WordCounterPage);
    const field = screen.getByLabelText('Scrivi o incolla il testo');
    const figure = (name: string) => screen.getByText(name).nextSibling?.textContent;
    const long = 'Nel mezzo del cammin di nostra vita mi ritrovai per una selva oscura. '.repeat(400);
    const edits = [long, `${long}Fine`, `${long.slice(0, 9000)}\n\nÈ un capoverso nuovo! ${long.slice(9000)}Fine`, `${long.slice(0, 100)}${long.slice(20000)}`, ''];
    for (const text of edits) {
      fireEvent.change(field, { target: { value: text } });
      const expected = countText(text);
      expect(figure('Parole')).toBe(formatNumber(expected.words));
      expect(figure('Caratteri')).toBe(formatNumber(expected.characters));
      expect(figure('Frasi')).toBe(formatNumber(expected.sentences));
      expect(figure('Paragrafi')).toBe(formatNumber(expected.paragraphs));
      expect(screen.getByText(/^SMS:/)).toHaveTextContent(`SMS: ${formatNumber(expected.sms.segments)} (${expected.sms.encoding}`);
    }
  });
});
