// A catalogue as its import gives it: every pipeline compiles `src/messages/*.json` to ICU ASTs on import
// (@wishlist/federation/compiled-messages), while TypeScript types the JSON as the texts it holds (whose ids type the
// apps' messages). Code that reads the messages themselves (the pseudo-locale, the error messages' patterns) takes
// them through here.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Messages parsed to ASTs, by id: what react-intl formats without its parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** The imported catalogue `messages`, as the ASTs it is: throws for one that was imported uncompiled. */
export function compiled(messages: Readonly<Record<string, string>>): CompiledMessages {
  const asImported = messages as unknown as Record<string, unknown>;
  const text = Object.keys(asImported).find((id) => !Array.isArray(asImported[id]));
  if (text !== undefined)
    throw new Error(
      `message ${text} is not compiled: import catalogues through @wishlist/federation/compiled-messages`,
    );
  return asImported as CompiledMessages;
}
