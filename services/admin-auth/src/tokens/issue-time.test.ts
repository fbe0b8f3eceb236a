import { issueTimeFor, watermarkAfterChange } from './issue-time.js';

describe('revocation watermark and token issue times', () => {
  const change = Date.UTC(2025, 0, 15, 12, 0, 0, 400);
  const second = Math.floor(change / 1000);

  it('puts the watermark past a token issued earlier in the same second', () => {
    const earlier = issueTimeFor(change - 300, 0);
    expect(earlier).toBe(second);
    expect(earlier < watermarkAfterChange(change, 0)).toBe(true);
  });

  it('gives the token issued right after the change an iat the watermark lets through', () => {
    const notBefore = watermarkAfterChange(change, 0);
    expect(issueTimeFor(change + 5, notBefore)).toBe(notBefore);
  });

  it('moves past the fresh token of a change made earlier in the same second', () => {
    const first = watermarkAfterChange(change, 0);
    const freshAfterFirst = issueTimeFor(change + 10, first);
    const afterSecondChange = watermarkAfterChange(change + 200, first);
    expect(freshAfterFirst < afterSecondChange).toBe(true);
  });

  it('uses the true second once the clock has passed the watermark', () => {
    const notBefore = watermarkAfterChange(change, 0);
    expect(issueTimeFor(change + 5000, notBefore)).toBe(second + 5);
  });
});
