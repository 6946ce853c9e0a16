// The signed-in user of spec §4, kept in localStorage under a key named for the wishlist. The shell and every
// remote may each bundle a copy of this module, so the state lives in localStorage and changes are announced
// with a window event: every copy reads the same user and re-renders together.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ErrorCode, User } from '@wishlist/contract/client/types.gen.ts';

export const SESSION_STORAGE_KEY = 'wishlist-user';
const CHANGE_EVENT = 'wishlist:session-change';

let cachedRaw: string | null = null;
let cachedUser: User | null = null;

/** The stored user, or null. A value that cannot be parsed is removed (spec §4). */
export function getSessionUser(): User | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = raw === null ? null : parseUser(raw);
  return cachedUser;
}

function parseUser(raw: string): User | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') return value as User;
  } catch {
    // fall through: unparsable
  }
  localStorage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

/** Stores the user; an empty user removes it. */
export function setSessionUser(user: User | null): void {
  const raw = user && JSON.stringify(user);
  // The same user stored again (the start-up's check of the session, say) changes nothing: no screen re-renders.
  if (raw === localStorage.getItem(SESSION_STORAGE_KEY)) return;
  if (raw) localStorage.setItem(SESSION_STORAGE_KEY, raw);
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Signed out (logout, a deleted account, a password reset that ended every session): the stored user and everything
 * read for them are forgotten, so the next person on this browser starts clean.
 */
export function forgetSessionUser(queryClient: QueryClient): void {
  setSessionUser(null);
  queryClient.clear();
}

/**
 * Why a signed-in person's session ended, as the server said it (a 401's Error, or the event stream's last frame):
 * SIGNED_OUT_ELSEWHERE, ACCOUNT_BANNED, ACCOUNT_SUSPENDED (with `until`), else plain (expired, unknown).
 */
export interface EndedSession {
  code: ErrorCode | '';
  message: string;
  until?: string | undefined;
}

const ENDED_EVENT = 'wishlist:session-ended';

/**
 * The server ended the signed-in person's session: whoever heard it first (any bundle's API call, or the event
 * stream) announces why, and the stored user is forgotten. A 401 without a stored user is the screen's own (a wrong
 * password at sign-in), and one after the first changes nothing.
 */
export function sessionEnded({ code, message, until }: EndedSession): void {
  if (!getSessionUser()) return;
  window.dispatchEvent(new CustomEvent<EndedSession>(ENDED_EVENT, { detail: { code, message, until } }));
  setSessionUser(null);
}

/** Calls `listener` when the signed-in person's session ends (the shell's one place that says why). */
export function useSessionEnded(listener: (ended: EndedSession) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const hear = (event: Event) => latest.current((event as CustomEvent<EndedSession>).detail);
    window.addEventListener(ENDED_EVENT, hear);
    return () => window.removeEventListener(ENDED_EVENT, hear);
  }, []);
}

function subscribe(onChange: () => void): () => void {
  // `storage` keeps other tabs in step too.
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The signed-in user for a component; re-renders when anyone signs in or out. A server render reads it the same way:
 * the shell's server-side renderer (shell/src/app/prerender.tsx) stands in a storage holding the user it renders
 * for, or none for a guest; and hydration reads the stored user, which the page's own render was made for.
 */
export function useSessionUser(): User | null {
  return useSyncExternalStore(subscribe, getSessionUser, getSessionUser);
}

/**
 * Whether the user may open the moderators' console (README: "Moderation"): a moderator or an admin. A user stored
 * before roles existed has none and is a member. Only what is shown depends on it: the server checks every call.
 */
export function isModerator(user: User | null): boolean {
  return user?.role === 'moderator' || user?.role === 'admin';
}
