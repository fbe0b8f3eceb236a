import { lastDays } from './daily-counts.js';

describe('lastDays', () => {
  it('counts back from today in Rome, today included, oldest first', () => {
    expect(lastDays(3, new Date('2026-03-02T10:00:00Z'))).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('takes the day of Rome, not of UTC, around midnight', () => {
    expect(lastDays(1, new Date('2026-06-30T22:30:00Z'))).toEqual(['2026-07-01']);
    expect(lastDays(1, new Date('2026-12-31T23:30:00Z'))).toEqual(['2027-01-01']);
  });
});
