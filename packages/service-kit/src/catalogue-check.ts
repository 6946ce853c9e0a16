import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Catalogues } from './i18n.ts';

/** The arguments a message takes, those inside plural and select branches included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal) found.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

/**
 * What is wrong with a service's catalogues, one line each: a message missing from a language, one a language has
 * that English has not, one that does not parse, or one taking other arguments than its English. Empty when none.
 */
export function catalogueProblems<Id extends string>(catalogues: Catalogues<Id>): string[] {
  const { en, ...others } = catalogues;
  const argumentsIn = (message: string) => [...argumentsOf(parse(message))].sort().join(', ');
  return Object.entries<Record<string, string>>(others).flatMap(([language, catalogue]) => [
    ...Object.keys(en)
      .filter((id) => !(id in catalogue))
      .map((id) => `${language}: ${id} is missing`),
    ...Object.entries(catalogue).flatMap(([id, message]) => {
      const english = (en as Record<string, string>)[id];
      if (english === undefined) return [`${language}: ${id} is not in English`];
      try {
        const [want, got] = [argumentsIn(english), argumentsIn(message)];
        return want === got ? [] : [`${language}: ${id} takes (${got}), English (${want})`];
      } catch (err) {
        return [`${language}: ${id} does not parse: ${String(err)}`];
      }
    }),
  ]);
}
