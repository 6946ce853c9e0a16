// The pseudo-locale en-XA, made from an app's English catalogue as it loads (never written by hand): every literal
// text accented and lengthened by 40 %, its placeholders, plural and select branches and tags kept, so a test in it
// shows where a longer language would clip or overflow, and which text is not from a catalogue at all. It walks the
// English messages' ASTs, compiled at build time (./compiled-catalogue.ts): no message is parsed in the browser.
import {
  type MessageFormatElement,
  TYPE,
  isPluralElement,
  isSelectElement,
  isTagElement,
} from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from './compiled-catalogue.ts';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** How much longer a pseudo-localised text is: 40 %, as a long translation may be. */
export const PSEUDO_LENGTHENING = 0.4;

/** "Choose a plan" → "Çĥööšé à þļàñ ĥööšé": accented, with 40 % more letters taken from the text itself. */
export function pseudoText(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const letters = [...accented].filter((char) => /\p{L}/u.test(char));
  const extra = Math.ceil([...text].length * PSEUDO_LENGTHENING);
  if (letters.length === 0 || extra === 0) return accented;
  // Words of at most six letters, as a long translation has more words, not longer ones (a line can still wrap).
  const filler = Array.from({ length: extra - 1 }, (_, index) =>
    index % 7 === 6 && index < extra - 2 ? ' ' : letters[(index + 1) % letters.length],
  ).join('');
  // Before the spaces around a placeholder, which stay where they were.
  const [, words = '', after = ''] = /^(.*?)(\s*)$/su.exec(accented) ?? [];
  return `${words} ${filler}${after}`;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (isTagElement(element)) return { ...element, children: pseudoElements(element.children) };
    if (isPluralElement(element) || isSelectElement(element)) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** The pseudo-locale's catalogue of an English one, as parsed messages (react-intl takes them as they are). */
export function pseudoCatalogue(english: CompiledMessages): CompiledMessages {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoElements(message)]));
}
