// The blurred people of the locked "Likes you" screen. They are drawn here, from nothing but the count: a free
// plan gets no id, name or photo of anyone from the server, so nothing real could be blurred.

/** At most this many tiles, however many people like the user. */
export const MAX_PLACEHOLDERS = 6;

export interface PlaceholderTile {
  /** The backdrop's hue (deg). */
  hue: number;
  /** The silhouette's skin tone, from a small palette. */
  skin: string;
}

const SKIN_TONES = ['#f1c27d', '#c68c5f', '#8d5524', '#edb98a', '#e0ac69'];
/** The golden angle spreads the hues evenly however many tiles there are. */
const GOLDEN_ANGLE = 137.5;

/** One tile per person who likes the user, up to MAX_PLACEHOLDERS; the same count always draws the same tiles. */
export function placeholderTiles(count: number): PlaceholderTile[] {
  return Array.from({ length: Math.min(Math.max(0, count), MAX_PLACEHOLDERS) }, (_, at) => ({
    hue: Math.round((340 + at * GOLDEN_ANGLE) % 360),
    skin: SKIN_TONES[at % SKIN_TONES.length] ?? '#f1c27d',
  }));
}
