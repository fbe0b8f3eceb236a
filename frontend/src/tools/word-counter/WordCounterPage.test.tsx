import { fireEvent, screen } from '@testing-library/react';
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
});
