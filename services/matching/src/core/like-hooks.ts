import type { EntityManager } from '@mikro-orm/postgresql';

/** A like that has committed and made no match, and how the person liked could like back at once. */
export interface UnansweredLike {
  em: EntityManager;
  /** Who liked. */
  userId: string;
  /** Who was liked. */
  profileId: string;
  /** `profileId` likes `userId` back through the ordinary wishlist operation; true when that made the match. */
  likeBack: () => Promise<boolean>;
}

/** Reacts to an unanswered like; true when it made the match. */
export type LikeListener = (like: UnansweredLike) => Promise<boolean>;

/**
 * What may answer a like after it committed (the demo people who like back, demo-people/like-back.ts): app.ts builds
 * one for the app and registers the listeners, the wishlist area tells it of each like that made no match.
 */
export function likeHooks() {
  const listeners: LikeListener[] = [];
  return {
    onUnanswered(listener: LikeListener): void {
      listeners.push(listener);
    },

    /** Asks the listeners in turn; true once one made the match. */
    async unanswered(like: UnansweredLike): Promise<boolean> {
      for (const listener of listeners) if (await listener(like)) return true;
      return false;
    },
  };
}

export type LikeHooks = ReturnType<typeof likeHooks>;
