// A finger on the screen for browser tests that need more than a tap: touch events sent through Chromium's
// input pipeline (CDP), so the page sees touch pointer events and native scrolling, as on a phone.
import type { Locator, Page } from '@playwright/test';

/**
 * How long the finger rests before it lifts. The moves are sent as fast as the protocol answers, a finger moving at
 * thousands of px/s: lifted at that speed it flings, and Chromium takes the next touch as the one that stops the
 * fling, which is never a tap (its tap suppression after a fling cancel), so the test's next tap was lost. A finger
 * that has rested 80 ms before it lifts counts as stopped (Chromium's velocity tracker): no fling.
 */
const REST_BEFORE_LIFT_MS = 150;

export interface Finger {
  /** Slides the finger to (x, y) in `steps` moves. */
  moveTo(x: number, y: number, steps?: number): Promise<void>;
  /** Slides the finger by (dx, dy) from where it is. */
  moveBy(dx: number, dy: number, steps?: number): Promise<void>;
  /** Lets the finger come to rest, then lifts it. */
  lift(): Promise<void>;
}

/** Puts a finger down at (x, y). */
export async function touchDown(page: Page, x: number, y: number): Promise<Finger> {
  const cdp = await page.context().newCDPSession(page);
  let at = { x, y };
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await send('touchStart', [at]);
  const moveTo = async (toX: number, toY: number, steps = 8) => {
    const from = at;
    for (let step = 1; step <= steps; step++) {
      at = { x: from.x + ((toX - from.x) * step) / steps, y: from.y + ((toY - from.y) * step) / steps };
      await send('touchMove', [at]);
    }
  };
  return {
    moveTo,
    moveBy: (dx, dy, steps) => moveTo(at.x + dx, at.y + dy, steps),
    lift: async () => {
      await new Promise((resolve) => setTimeout(resolve, REST_BEFORE_LIFT_MS));
      await send('touchEnd', []);
      await cdp.detach();
    },
  };
}

/** The centre of what `locator` finds. */
export async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags `locator` by (dx, dy) with a finger and lets go. */
export async function swipe(page: Page, locator: Locator, dx: number, dy = 0): Promise<void> {
  const { x, y } = await centreOf(locator);
  const finger = await touchDown(page, x, y);
  await finger.moveBy(dx, dy, 12);
  await finger.lift();
}
