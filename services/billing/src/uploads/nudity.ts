import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

/** The side of the square image the model classifies. */
export const MODEL_SIDE = 224;

/** nsfwjs's classes and how likely the model finds each. */
export interface Prediction {
  className: string;
  probability: number;
}
/** What nudity-worker.ts is sent: the photo's RGB bytes, `side`×`side`. */
export type NudityRequest = { id: number; pixels: Uint8Array; side: number };
export type NudityAnswer = { id: number; predictions: Prediction[] } | { id: number; error: string };

/** The classes that count as nudity; the others are Neutral and Drawing. */
const NUDE_CLASSES = new Set(['Porn', 'Hentai', 'Sexy']);

/** How likely the photo is to show nudity, 0..1: the model's Porn + Hentai + Sexy. */
export const nudityScore = (predictions: Prediction[]) =>
  Math.min(
    1,
    predictions.reduce((sum, { className, probability }) => sum + (NUDE_CLASSES.has(className) ? probability : 0), 0),
  );

/** A photo as the model takes it: decoded by sharp, stretched to 224×224 (as nsfwjs does in a browser), RGB bytes. */
export async function modelPixels(photo: Buffer) {
  const { data } = await sharp(photo)
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return new Uint8Array(data); // a copy of its own, to hand over to the worker
}

/** Scores photos for nudity in nudity-worker.ts, started on the first photo (so start-up does not load the model). */
export function nudityScorer() {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve(score: number): void; reject(err: Error): void }>();
  const started = () => {
    if (worker) return worker;
    const thread = new Worker(new URL('./nudity-worker.ts', import.meta.url));
    // A thread that failed fails the photos it had; the next photo starts another.
    const failAll = (err: Error) => {
      for (const { reject } of waiting.values()) reject(err);
      waiting.clear();
      if (worker === thread) worker = undefined;
    };
    thread.unref(); // a waiting photo holds it (see score)
    thread.on('message', (answer: NudityAnswer) => {
      const caller = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (waiting.size === 0) thread.unref();
      if ('error' in answer) caller?.reject(new Error(`the nudity model failed: ${answer.error}`));
      else caller?.resolve(nudityScore(answer.predictions));
    });
    thread.on('error', failAll);
    thread.on('exit', (code) => failAll(new Error(`the nudity model's thread ended (${code})`)));
    worker = thread;
    return thread;
  };
  return {
    /** The photo's nudity score (see nudityScore). */
    async score(photo: Buffer): Promise<number> {
      const pixels = await modelPixels(photo);
      const thread = started();
      const id = nextId++;
      thread.ref();
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        thread.postMessage({ id, pixels, side: MODEL_SIDE } satisfies NudityRequest, [pixels.buffer as ArrayBuffer]);
      });
    },
    async close() {
      await worker?.terminate();
    },
  };
}
export type NudityScorer = ReturnType<typeof nudityScorer>;
