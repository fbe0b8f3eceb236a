import { act, renderHook } from '@testing-library/react';
import { FAVOURITES_KEY, favouritesFirst, recordToolUse, RECENT_KEY, toggleFavourite, useFavourites, useRecentTools } from './tool-memory';

beforeEach(() => window.localStorage.clear());

describe('favourites and recent tools', () => {
  it('adds and removes a favourite, kept in localStorage', () => {
    const { result } = renderHook(() => useFavourites());
    expect(result.current.favourites).toEqual([]);
    act(() => result.current.toggle('bmi-calculator'));
    act(() => result.current.toggle('pomodoro-timer'));
    expect(result.current.favourites).toEqual(['bmi-calculator', 'pomodoro-timer']);
    expect(result.current.isFavourite('bmi-calculator')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['bmi-calculator', 'pomodoro-timer']);
    act(() => result.current.toggle('bmi-calculator'));
    expect(result.current.favourites).toEqual(['pomodoro-timer']);
  });

  it('keeps the last three tools used, the newest first and none twice', () => {
    const { result } = renderHook(() => useRecentTools());
    act(() => {
      for (const id of ['a', 'b', 'c', 'b', 'd']) recordToolUse(id);
    });
    expect(result.current).toEqual(['d', 'b', 'c']);
  });

  it('ignores a stored value that is not a list of ids', () => {
    window.localStorage.setItem(FAVOURITES_KEY, '{rotto');
    window.localStorage.setItem(RECENT_KEY, JSON.stringify([1, 'qr-code-generator', null]));
    expect(renderHook(() => useFavourites()).result.current.favourites).toEqual([]);
    expect(renderHook(() => useRecentTools()).result.current).toEqual(['qr-code-generator']);
    act(() => toggleFavourite('bmi-calculator'));
    expect(JSON.parse(window.localStorage.getItem(FAVOURITES_KEY)!)).toEqual(['bmi-calculator']);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useFavourites());
    act(() => {
      window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['qr-code-generator']));
      window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY }));
    });
    expect(result.current.favourites).toEqual(['qr-code-generator']);
  });

  it('puts favourites first, in the order chosen, and leaves the rest in place', () => {
    const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
    expect(favouritesFirst(items, ['c', 'a']).map((item) => item.id)).toEqual(['c', 'a', 'b', 'd']);
  });
});
