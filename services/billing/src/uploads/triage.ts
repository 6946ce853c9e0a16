import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { objectURLOf, readObject, thumbnailKey, type ObjectStore } from '../core/object-store.ts';
import type { MatchingClient } from '../matching-client.ts';
import type { Upload } from './entities.ts';
import type { NudityScorer } from './nudity.ts';
import { uploadRepository } from './repository.ts';

/** Photos scored between two looks at the queue (each is a second or more of the model's thread). */
const SCORE_BATCH = 5;
const SENT_BATCH = 50;

export interface PhotoTriageDeps {
  em: () => EntityManager;
  store: ObjectStore;
  scorer: NudityScorer;
  matching: MatchingClient;
  /** NSFW_THRESHOLD: a photo scored above it is flagged to matching. */
  threshold: number;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Photo triage (README "Photo triage"): every processed photo is scored for nudity after it was stored, never while
 * anyone waits for it, and matching is told every score: one above the threshold is flagged (matching hides it from
 * others until a moderator approves it), one under it cleared (matching shows a photo to its owner only until then).
 * The queue is the uploads table (`scored_at` null: to score; `score_sent_at` null: to tell matching), so a restart
 * or a failed call loses nothing: the next run takes it up.
 * `run` is called when a photo was stored and by a timer (app.ts); one run at a time, a call during a run asks for
 * another.
 */
export function photoTriage({ em, store, scorer, matching, threshold, now, log }: PhotoTriageDeps) {
  let current: Promise<void> | undefined;
  let again = false;
  let closing = false;

  async function pass() {
    const repository = uploadRepository(em());
    for (let photos = await repository.unscored(SCORE_BATCH); photos.length > 0 && !closing; ) {
      for (const photo of photos) {
        // The thumbnail: the same picture, fewer bytes to read and decode for a 224-pixel model.
        const bytes = await readObject(store, thumbnailKey(photo.key));
        await repository.scored(photo, bytes && (await scorer.score(bytes)), threshold, now());
        if (closing) return;
      }
      photos = photos.length < SCORE_BATCH ? [] : await repository.unscored(SCORE_BATCH);
    }
    for (const photo of await repository.scoresUnsent(SENT_BATCH)) {
      if (closing) return;
      const scored = { userId: photo.userId, objectURL: objectURLOf(photo.key), score: photo.nsfwScore ?? 1 };
      const told =
        triageOf(photo, true) === 'flagged'
          ? await matching.flagUploadedPhoto(scored, log)
          : await matching.clearUploadedPhoto(scored, log);
      if (!told) return; // matching is down: the next run tries again
      await repository.scoreSent(photo, now());
    }
  }

  const run = (): Promise<void> => {
    if (closing) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      do {
        again = false;
        await pass().catch((err: unknown) => log.warn({ err }, 'photo triage failed; the next run tries again'));
      } while (again && !closing);
    })().finally(() => {
      current = undefined;
    });
    return current;
  };

  return {
    run,
    /** Stops after the photo being scored, then ends the model's thread. */
    async close() {
      closing = true;
      await current;
      await scorer.close();
    },
  };
}
export type PhotoTriage = ReturnType<typeof photoTriage>;

type TriageState = 'awaiting' | 'clear' | 'flagged';

/**
 * Where an upload stands in the triage (the contract's `UploadedObject.triage`): every video is clear, and every
 * photo not flagged while triage is off (`on`), since no score will come.
 */
export function triageOf(
  upload: Pick<Upload, 'kind' | 'scoredAt' | 'flaggedAt' | 'nsfwScore'>,
  on: boolean,
): TriageState {
  if (upload.kind !== 'photo') return 'clear';
  // A photo whose object was gone by its turn has no score: it is held, as the worst one would be.
  if (upload.flaggedAt || (upload.scoredAt && upload.nsfwScore === null)) return 'flagged';
  return upload.scoredAt || !on ? 'clear' : 'awaiting';
}
