// The message catalogues compiled at build time (docs/architecture.md, "Languages"): every import of a catalogue
// (`src/messages/<name>.json`, a screen's `messages/` folder) gives its messages parsed to ICU ASTs, as `formatjs compile --ast` writes them, so no
// browser parses a message and no production bundle carries the parser: the plugin points it at its `no-parser`
// entry there, as react-intl documents. Every pipeline imports catalogues this way (the builds, `vite dev`, the server
// bundles, Storybook, the unit tests), so the runtime only ever sees ASTs (the pseudo-locale is made from them).
// Build-time (Node) module: imported by vite configs, never by browser code.
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue's file: `<package>/src/messages/<name>.json` (or a screen's own, `src/features/<name>/messages/…`). */
const catalogueFile = /^(?!.*\/node_modules\/).*\/src\/(?:[\w-]+\/)*messages\/[\w.-]+\.json$/;
/** The module a catalogue is compiled into: its file's path with this suffix (a `.js` id, which Vite's JSON plugin leaves alone). */
const COMPILED = '.compiled.js';

/** A catalogue's source (flat ids to ICU messages) as a module exporting its messages parsed. */
export function compiledCatalogue(source: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, parse(message)]));
  return `export default ${JSON.stringify(compiled)};`;
}

/** The parser's entry without its parser: the types and helpers a compiled catalogue is read with. */
const parserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

export function compiledMessages(): Plugin {
  return {
    name: 'wishlist:compiled-messages',
    enforce: 'pre',
    // Only the browser's production build: a server bundle leaves react-intl to Node, and tests may parse messages.
    config: (_config, { command, isSsrBuild }) =>
      command === 'build' && !isSsrBuild ? { resolve: { alias: [parserAlias] } } : undefined,
    // Also the compiled module's own URL, which `vite dev` is asked for by the browser.
    async resolveId(source, importer, options) {
      const json = source.endsWith(COMPILED) ? source.slice(0, -COMPILED.length) : source;
      if (!json.endsWith('.json')) return null;
      const resolved = await this.resolve(json, importer, { ...options, skipSelf: true });
      return resolved && catalogueFile.test(resolved.id) ? `${resolved.id}${COMPILED}` : null;
    },
    load(id) {
      if (!id.endsWith(COMPILED)) return null;
      const file = id.slice(0, -COMPILED.length);
      this.addWatchFile(file);
      return compiledCatalogue(readFileSync(file, 'utf8'));
    },
  };
}
