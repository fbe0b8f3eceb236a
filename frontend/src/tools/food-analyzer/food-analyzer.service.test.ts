import { checkImage, confidencePercent } from './food-analyzer.service';

describe('food analyzer', () => {
  it('accepts only files whose type starts with image/', () => {
    expect(checkImage({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImage({ type: 'application/pdf', size: 1000 })).toBe('Seleziona un file immagine valido');
    expect(checkImage({ type: '', size: 1000 })).toBe('Seleziona un file immagine valido');
  });

  it('refuses an image larger than the service takes', () => {
    expect(checkImage({ type: 'image/png', size: 11 * 1024 * 1024 })).toBe("L'immagine supera il limite di 10 MB");
    expect(checkImage({ type: 'image/png', size: 3 * 1024 * 1024 }, 2 * 1024 * 1024)).toBe(
      "L'immagine supera il limite di 2 MB",
    );
  });

  it('shows confidence as a rounded percentage', () => {
    expect(confidencePercent(0.876)).toBe(88);
    expect(confidencePercent(0.5)).toBe(50);
    expect(confidencePercent(1)).toBe(100);
  });
});
