// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionUser, SESSION_STORAGE_KEY, setSessionUser, useSessionUser } from './session.ts';
import { maya } from '@wishlist/testing/fixtures';

afterEach(() => localStorage.clear());

describe('session user', () => {
  it('stores the user under the wishlist key and removes it when set empty', () => {
    setSessionUser(maya);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual(maya);
    setSessionUser(null);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('removes a stored value that cannot be parsed', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(getSessionUser()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('re-renders components when the user signs in and out', () => {
    const { result } = renderHook(() => useSessionUser());
    expect(result.current).toBeNull();
    act(() => setSessionUser(maya));
    expect(result.current?.firstName).toBe('Maya');
    act(() => setSessionUser(null));
    expect(result.current).toBeNull();
  });
});
