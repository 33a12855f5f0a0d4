import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useSearchText } from './use-search-text.ts';

describe('a search box', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/admin/ticket');
  });
  afterEach(() => jest.useRealTimers());

  it('hands the trimmed text over once typing pauses, and only once', () => {
    const onSettled = jest.fn();
    const { result } = renderHook(() => useSearchText('', onSettled));
    act(() => result.current[1]('dru'));
    act(() => result.current[1](' drukarka '));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSettled).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith('drukarka');
  });

  it('follows the value when it changes from outside, without handing it back', () => {
    const onSettled = jest.fn();
    const { result, rerender } = renderHook(({ value }) => useSearchText(value, onSettled), { initialProps: { value: 'vpn' } });
    rerender({ value: 'serwer' });
    expect(result.current[0]).toBe('serwer');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('drops what was typed when the user leaves the page within the pause (the list may still be on screen)', () => {
    const onSettled = jest.fn();
    const { result } = renderHook(() => useSearchText('', onSettled));
    act(() => result.current[1]('drukarka'));
    window.history.pushState(null, '', '/admin/project');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSettled).not.toHaveBeenCalled();
  });

  it('searches within 150 ms of the last key, and at once on Enter (the pending pause then hands nothing over again)', () => {
    expect(SEARCH_DEBOUNCE_MS).toBeLessThanOrEqual(150);
    const onSettled = jest.fn();
    const { result } = renderHook(() => useSearchText('', onSettled));
    act(() => result.current[1]('drukarka'));
    act(() => result.current[2]());
    expect(onSettled).toHaveBeenCalledWith('drukarka');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onSettled).toHaveBeenCalledTimes(1);
    // Enter on an unchanged text asks nothing.
    act(() => result.current[2]());
    expect(onSettled).toHaveBeenCalledTimes(1);
  });
});
