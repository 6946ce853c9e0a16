import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme.ts';
import { announce } from './announce.ts';
import { CloseIcon } from './icons.tsx';
import { useText } from '../i18n.ts';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** One button in the toast, e.g. 'Upgrade' to /pricing. */
  action?: { label: string; onClick: () => void };
}

interface ShownToast extends ToastOptions {
  id: number;
}

/** Spec §4: a toast shows for 5 s, then closes by itself (or sooner: dismissed or swiped away)… */
export const TOAST_DURATION_MS = 5000;
/** …and a closed toast is dropped from the page's state after 1,000,000 ms. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/**
 * Spread on a bar at the top of a screen whose buttons must stay in reach (a screen's header, Discover's tools):
 * toasts show below the lowest such bar on screen.
 */
export const keepClearOfToasts = { 'data-keep-clear-of-toasts': '' } as const;
/** Where toasts show when no bar is marked: below a screen header's 60 px. */
const DEFAULT_TOP_PX = 60;
const TOAST_EVENT = 'wishlist:toast';
const DISMISS_EVENT = 'wishlist:toast-dismiss';
const HOLD_EVENT = 'wishlist:toast-hold';
let nextId = 1;

// Toasts travel as window events, so a toast raised in any remote reaches the shell's one <Toaster />
// even when a bundle carries its own copy of this module.

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): void {
  window.dispatchEvent(new CustomEvent<ShownToast>(TOAST_EVENT, { detail: { ...options, id: nextId++ } }));
}

/** Closes the toast on screen. */
export function dismissToast(): void {
  window.dispatchEvent(new Event(DISMISS_EVENT));
}

/**
 * While a screen stands in for the whole app (a session the server ended), the toast on screen closes and those the
 * screens behind it raise (their calls failing for that very reason) are dropped: they would contradict it.
 */
export function holdToasts(hold: boolean): void {
  window.dispatchEvent(new CustomEvent<boolean>(HOLD_EVENT, { detail: hold }));
}

/** The bottom of the lowest marked bar in the upper half of the screen, where toasts start. */
function belowTopBars(): number {
  let bottom = 0;
  for (const bar of document.querySelectorAll('[data-keep-clear-of-toasts]')) {
    const box = bar.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < window.innerHeight / 2) bottom = Math.max(bottom, box.bottom);
  }
  return bottom > 0 ? Math.ceil(bottom) : DEFAULT_TOP_PX;
}

/** A toast's words as said to a screen reader: "Notification: …" in the page's language. */
type Notification = (words: string) => string;

/**
 * A toast is said through the page's live regions, as a notification (the words Radix would say): at once when
 * something went wrong, else politely.
 */
function sayToast({ title, description, variant }: ToastOptions, notification: Notification): void {
  const words = [title, description].filter(Boolean).join(' ');
  announce(notification(words), variant === 'destructive' ? 'assertive' : 'polite');
}

type Current = (ShownToast & { open: boolean }) | null;
/** The toast, closed (it animates out, then is dropped). */
const closed = (shown: Current): Current => shown && { ...shown, open: false };

/**
 * The toast raised last (open, or closed and animating out until it is dropped), where toasts start, and whether one
 * was ever raised. Held while a screen stands in for the whole app (`holdToasts`).
 */
function useRaisedToast(notification: Notification) {
  const [current, setCurrent] = useState<Current>(null);
  // The listeners below are added once; they say a toast in the words of the latest render.
  const said = useRef(notification);
  useLayoutEffect(() => {
    said.current = notification;
  });
  // Measured as each toast is raised: the screen on show decides which bars it has.
  const [top, setTop] = useState(DEFAULT_TOP_PX);
  // Once drawn, the region stays: a closing toast animates out in it, and the next one reuses it.
  const [raised, setRaised] = useState(false);
  // Only the toast that closed: its timer can run out just as the next one is raised, before that one has replaced it.
  const close = (id: number) => setCurrent((shown) => (shown?.id === id ? closed(shown) : shown));
  // A layout effect listens before any screen's (passive) effect runs, so a toast raised as the page first
  // renders is not lost.
  useLayoutEffect(() => {
    let held = false;
    const hide = () => setCurrent(closed);
    const show = (event: Event) => {
      if (held) return;
      setTop(belowTopBars());
      setRaised(true);
      const shown = (event as CustomEvent<ShownToast>).detail;
      setCurrent({ ...shown, open: true });
      sayToast(shown, said.current);
    };
    const hold = (event: Event) => {
      held = (event as CustomEvent<boolean>).detail;
      if (held) hide();
    };
    window.addEventListener(TOAST_EVENT, show);
    window.addEventListener(DISMISS_EVENT, hide);
    window.addEventListener(HOLD_EVENT, hold);
    return () => {
      window.removeEventListener(TOAST_EVENT, show);
      window.removeEventListener(DISMISS_EVENT, hide);
      window.removeEventListener(HOLD_EVENT, hold);
    };
  }, []);

  const closedId = current?.open === false ? current.id : null;
  useEffect(() => {
    if (closedId === null) return undefined;
    const timer = setTimeout(
      () => setCurrent((shown) => (shown?.id === closedId ? null : shown)),
      TOAST_REMOVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [closedId]);
  return { current, top, raised, close };
}

/**
 * The one place toasts appear. Render it once, at the root of the app. Radix's toast region is drawn when the first
 * toast is raised, not at start: its providers and layers were part of the app's first render on a phone, for
 * nothing on screen.
 */
export function Toaster() {
  const { text } = useText();
  const { current, top, raised, close } = useRaisedToast((words) => text('ui.toast.notification', { words }));
  // Radix says each toast in a region it adds with the text; the page's own regions say it instead (sayToast), so
  // Radix's goes to an element outside the page, heard by nobody and never twice.
  const [unheard] = useState(() => (typeof document === 'undefined' ? undefined : document.createElement('div')));
  if (!raised) return null;
  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" announcerContainer={unheard}>
      {current && (
        <Root
          key={current.id}
          open={current.open}
          $destructive={current.variant === 'destructive'}
          onOpenChange={(open) => {
            if (!open) close(current.id);
          }}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Text>
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
          </Text>
          {current.action && (
            <Action altText={current.action.label} onClick={current.action.onClick}>
              {current.action.label}
            </Action>
          )}
          <Close aria-label={text('ui.toast.dismiss')}>
            <CloseIcon size={18} />
          </Close>
        </Root>
      )}
      {/* Radix puts its hotkey where the label says {hotkey}. */}
      <Viewport style={{ top: `${String(top)}px` }} label={text('ui.toast.region', { hotkey: '{hotkey}' })} />
    </RadixToast.Provider>
  );
}

// Below the screen's header and tools (`keepClearOfToasts`), so their buttons (Upgrade, wishlist, profile, the
// likes counter on Discover) stay in reach; the viewport itself lets taps through, only the toast takes them.
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 50;
  pointer-events: none;
  left: 50%;
  transform: translateX(-50%);
  width: min(390px, 100vw);
  margin: 0;
  padding: 12px;
  list-style: none;
  outline: none;
`;
const Root = styled(RadixToast.Root)<{ $destructive: boolean }>`
  pointer-events: auto;
  touch-action: none;
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding-block: 14px;
  padding-inline: 16px 12px;
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  /* Follows the finger while swiped; springs back when the swipe is too short to dismiss. */
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  ${({ $destructive }) =>
    $destructive
      ? css`
          background: ${theme.color.danger};
          color: #fff;
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border: 1px solid ${theme.color.border};
        `}
`;
const Text = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
`;
const Title = styled(RadixToast.Title)`
  font-weight: 800;
  font-size: ${theme.size.sm};
`;
const Description = styled(RadixToast.Description)`
  font-size: ${theme.size.xs};
  opacity: 0.9;
`;
// Both 44 px targets (WCAG 2.5.5), overhanging the toast's padding rather than making it taller.
const Action = styled(RadixToast.Action)`
  min-height: 44px;
  margin: -4px 0;
  padding: 0 14px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.gradient};
  color: #fff;
  font-weight: 700;
  cursor: pointer;
`;
const Close = styled(RadixToast.Close)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  margin: -6px -8px -6px 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
