// Where a profile page was opened from (Discover, the wishlist, the matches), carried in the router's location
// state, so that its Back returns there. A profile opened any other way (a shared link, a reload) goes back to
// Discover.

/** The location state of a link to a profile page opened from `path`. */
export const cameFrom = (path: string) => ({ from: path });

/** Where Back goes on a profile page with this location state. */
export function backPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') ? from : '/app';
}
