import { act, renderHook } from '@testing-library/react';
import { useSettledValue } from './use-settled-value';

describe('useSettledValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the first value at once and a new one only once it has held still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 300), { initialProps: { value: 1 } });
    expect(result.current).toBe(1);
    rerender({ value: 2 });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 3 });
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe(3);
  });
});
