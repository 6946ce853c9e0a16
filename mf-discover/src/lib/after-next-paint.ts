/**
 * Runs `work` once the browser has drawn the next frame: a tap's answer on screen comes first, and work that no
 * screen waits for (a request whose answer changes nothing shown) costs the tap nothing (docs/architecture.md,
 * "Interactions on a phone"). A frame's animation callbacks run just before it is drawn; a task queued there runs after.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
