import { toolCountText } from './tool-count';

describe('toolCountText', () => {
  it('says the size of the catalogue in words up to twenty and in figures past it', () => {
    expect(toolCountText(8)).toBe('Otto strumenti ti aspettano');
    expect(toolCountText(14)).toBe('Quattordici strumenti ti aspettano');
    expect(toolCountText(1)).toBe('Uno strumento ti aspetta');
    expect(toolCountText(23)).toBe('23 strumenti ti aspettano');
  });
});
