import fc from 'fast-check';
import { ACTIVITY_LEVEL_LABELS } from '@orbita/proto-types';
import { splitDetail } from './SelectField';

describe('splitDetail', () => {
  it('shows the short part of an option in the select and its detail, capitalised, under it', () => {
    expect(splitDetail(ACTIVITY_LEVEL_LABELS.sedentary)).toEqual({ short: 'Sedentario', detail: 'Poco o nessun esercizio' });
    expect(splitDetail("Aggiungi l'IVA (da imponibile a ivato)")).toEqual({ short: "Aggiungi l'IVA", detail: 'Da imponibile a ivato' });
    expect(splitDetail('Perdere peso')).toEqual({ short: 'Perdere peso', detail: null });
  });

  it('never loses a word: the short part and the detail together are the whole text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { short, detail } = splitDetail(text);
        if (detail === null) expect(short).toBe(text);
        else expect(`${short} (${detail.charAt(0).toLowerCase()}${detail.slice(1)})`.toLowerCase()).toBe(text.toLowerCase());
      }),
    );
  });
});
