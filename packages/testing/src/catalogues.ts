// What every app's catalogue test checks (TRANSLATING.md): a translation has every English message, no other, each
// with the same placeholders, plural/select arguments and tags, and every plural has the language's CLDR forms.
import {
  isStructurallySame,
  type MessageFormatElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
} from '@formatjs/icu-messageformat-parser';
import { type CompiledMessages, compiled } from '@wishlist/app-runtime/compiled-catalogue';

export { compiled };

/** The plural forms each of a message's plurals is missing in `locale` ('=0' etc. are extras, never required). */
function missingPluralForms(elements: MessageFormatElement[], locale: string): string[] {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  return elements.flatMap((element) => {
    if (isPluralElement(element) && element.pluralType !== 'ordinal') {
      const missing = forms.filter((form) => !(form in element.options)).map((form) => `${element.value}: ${form}`);
      return [...missing, ...Object.values(element.options).flatMap((o) => missingPluralForms(o.value, locale))];
    }
    if (isSelectElement(element))
      return Object.values(element.options).flatMap((option) => missingPluralForms(option.value, locale));
    return isTagElement(element) ? missingPluralForms(element.children, locale) : [];
  });
}

/**
 * Every problem of a translation of `english` into `locale`, one line each: none when it is complete. Both are
 * compiled, as a catalogue's import gives them (`compiled` of @wishlist/app-runtime/compiled-catalogue).
 */
export function translationProblems(english: CompiledMessages, translated: CompiledMessages, locale: string): string[] {
  const extra = Object.keys(translated)
    .filter((id) => !(id in english))
    .map((id) => `${id}: not in English`);
  const problems = Object.keys(english).flatMap((id) => {
    const ast = translated[id];
    if (ast === undefined) return [`${id}: missing`];
    const same = isStructurallySame(english[id] ?? [], ast);
    return [
      ...(same.success ? [] : [`${id}: ${same.error?.message ?? 'other placeholders'}`]),
      ...missingPluralForms(ast, locale).map((form) => `${id}: no plural form ${form}`),
    ];
  });
  return [...extra, ...problems];
}
