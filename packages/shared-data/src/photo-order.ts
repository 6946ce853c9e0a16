// A person's photos are stored oldest first (each upload is added at the end, `instagramPhotos` of the contract);
// every screen shows them newest first, so a new upload is in sight and the order a person arranges on their own
// profile is the order others see.

/** The photos in the order screens show them: newest first. */
export const shownOrder = (stored: readonly string[]): string[] => [...stored].reverse();

/** The stored order of photos arranged as shown (for `reorderProfilePhotos`). */
export const storedOrder = (shown: readonly string[]): string[] => [...shown].reverse();
