// The page's one pair of live regions (WCAG 4.1.3): what changes under a person's finger without moving the focus
// (a like sent, a match, a new message, a toast, the daily limit) is said through them. They are plain elements at
// the end of <body>, made once as the app starts, so they exist before anything is said in them (a region added
// together with its text is often not read), and every federated bundle's copy of this module finds the same ones.
// They carry aria-live alone, no role: they are no status or alert of a screen of their own.

export type Politeness = 'polite' | 'assertive';

const regionId = (politeness: Politeness) => `announcements-${politeness}`;

/** Hidden from sight, not from assistive tech. */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';

function region(politeness: Politeness): HTMLElement {
  const existing = document.getElementById(regionId(politeness));
  if (existing) return existing;
  const made = document.createElement('div');
  made.id = regionId(politeness);
  made.setAttribute('aria-live', politeness);
  made.setAttribute('aria-atomic', 'true');
  made.style.cssText = VISUALLY_HIDDEN;
  document.body.append(made);
  return made;
}

/** Makes both regions, empty (the app calls it as it starts). */
export function prepareAnnouncements(): void {
  region('polite');
  region('assertive');
}

/** How long what was said stays in its region: read by then, it would only be found again by a reading cursor. */
export const SAID_FOR_MS = 1000;

/**
 * Says `message` to screen reader users: politely (after what they hear now) or, for what stops them (the daily
 * limit, a failure), at once. The same words said twice in a row are told again.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const live = region(politeness);
  // A region whose text does not change is not read again: a trailing no-break space tells it apart.
  const said = live.textContent === message ? `${message}\u00a0` : message;
  live.textContent = said;
  setTimeout(() => {
    if (live.textContent === said) live.textContent = '';
  }, SAID_FOR_MS);
}
