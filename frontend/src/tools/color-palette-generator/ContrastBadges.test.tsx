import { render, screen } from '@testing-library/react';
import { ContrastBadges } from './ContrastBadges';

describe('ContrastBadges', () => {
  it('shows 4,4:1 beside «AA testo grande» for a ratio of 4.48, not a rounded 4,5:1 that AA would need', () => {
    // #777777 on white: (1 + 0.05) / (0.1845 + 0.05) ≈ 4.48 (WCAG 2.x relative luminance)
    render(<ContrastBadges rgb={{ r: 0x77, g: 0x77, b: 0x77 }} />);
    expect(screen.getByText('Testo bianco: 4,4:1 · AA testo grande')).toBeInTheDocument();
  });
});
