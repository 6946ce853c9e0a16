// The card deck of Discover (spec §2, §4): the loaded people in feed order and the index of the one on top.
// The index advances cyclically through the loaded people; while the feed has more pages to load, the deck
// does not wrap but waits for the next page at the end.

/** Spec §9: Discover stacks 3 cards. */
export const STACK_SIZE = 3;
/** The list view (the deck without swiping) shows the next 10 people. */
export const LIST_SIZE = 10;

/** The index of the card on top; `length` itself means "waiting for the next page". */
export function topIndex(index: number, length: number, hasMore: boolean): number {
  if (index < length) return index;
  return hasMore ? length : 0;
}

/** The index after a Pass. */
export function nextIndex(index: number, length: number, hasMore: boolean): number {
  return topIndex(topIndex(index, length, hasMore) + 1, length, hasMore);
}

/** The people stacked from the top down: up to 3, continuing from the start when the deck wraps. */
export function stackOf<T>(people: readonly T[], index: number, hasMore: boolean): T[] {
  const top = topIndex(index, people.length, hasMore);
  const stack: T[] = [];
  for (let offset = 0; offset < Math.min(STACK_SIZE, people.length); offset++) {
    const at = top + offset;
    if (at >= people.length && hasMore) break;
    stack.push(people[at % people.length] as T);
  }
  return stack;
}
