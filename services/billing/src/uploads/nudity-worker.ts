import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { load, type NSFWJS } from 'nsfwjs';
import type { NudityAnswer, NudityRequest } from './nudity.ts';

/**
 * The nudity model, in a worker thread of its own: one classification takes a second or more of CPU, which on the
 * service's own thread would hold up every request. The model (nsfwjs's MobileNetV2, bundled in the npm package) is
 * loaded on the first photo and kept; tfjs runs on its plain-JavaScript CPU backend (no native binary, nothing
 * downloaded).
 */
tf.enableProdMode(); // also silences tfjs's advice to install its native backend
console.info = () => {}; // nsfwjs announces the model it loads on every load
let model: Promise<NSFWJS> | undefined;

parentPort?.on('message', async ({ id, pixels, side }: NudityRequest) => {
  let answer: NudityAnswer;
  try {
    model ??= tf.setBackend('cpu').then(() => load('MobileNetV2'));
    const image = tf.tensor3d(pixels, [side, side, 3], 'int32');
    try {
      answer = { id, predictions: await (await model).classify(image, 5) };
    } finally {
      image.dispose();
    }
  } catch (err) {
    answer = { id, error: (err as Error).message };
  }
  parentPort?.postMessage(answer);
});
