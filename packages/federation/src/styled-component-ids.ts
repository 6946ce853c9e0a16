// Build-time (Node) module: a vite plugin that names every styled component after its file and place in it.
// styled-components names a component by the order components are created in (sc-<hash of a counter>), and the
// class it styles with after that name. The edge's server bundle creates them in another order than a browser
// loading the shell and a remote's chunks, so a page's classes were not the browser's: hydration then ran every
// such component's CSS through the style parser again and swapped classes on the next render. A name taken from
// the source (what babel-plugin-styled-components' `ssr` option does) is the same in every build.
import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The repository's root: every build names a file by its path from here. */
const repositoryRoot = resolve(import.meta.dirname, '../../..');
const sourceFile = /\.[jt]sx?$/;
/** `styled.div` or `styled(Component)` (one level of nested parentheses), unless a config follows already. */
const creation = /\bstyled(?:\.\w+|\((?:[^()]|\([^()]*\))*\))(?!\.withConfig)/g;

export function styledComponentIds(): Plugin {
  return {
    name: 'wishlist:styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!sourceFile.test(file) || file.includes('/node_modules/') || !/^import styled\b/m.test(code)) return null;
      const prefix = createHash('sha256').update(relative(repositoryRoot, file)).digest('hex').slice(0, 7);
      let index = 0;
      const named = code.replace(
        creation,
        (found) => `${found}.withConfig({ componentId: 'sc-${prefix}${String(++index)}' })`,
      );
      return index === 0 ? null : { code: named, map: null };
    },
  };
}
