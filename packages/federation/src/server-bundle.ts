// How a server bundle is built: the shell's renderer (shell/build/prerender.ts) and each remote's screens
// (remote-vite-config.ts), which the edge loads side by side. Everything is bundled but the shared singletons, which
// Node loads from the edge's node_modules, so a page rendered from several bundles holds one React, one router, one
// query client, one react-intl and one styled-components registry (whose sheet collects the styles of every bundle's components).
// Build-time (Node) module: imported by vite configs, never by browser code.
import react from '@vitejs/plugin-react';
import type { Plugin, SSROptions } from 'vite';
import { compiledMessages } from './compiled-messages.ts';
import { styledComponentIds } from './styled-component-ids.ts';

/**
 * The libraries every server bundle leaves to Node: the federation's singletons (federation.ts), React's DOM, and
 * react-intl, whose context carries the visitor's locale from the shell's render into each remote's screen.
 */
export const serverSingletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'react-intl',
];

export const serverBundleSsr: SSROptions = { noExternal: true, external: serverSingletons };

/**
 * Node loads styled-components' CommonJS build, whose default export is its whole `exports` object: the bundle
 * imports its named `styled` instead.
 */
function styledAsNamedImport(): Plugin {
  const defaultImport = /import\s+([\w$]+)\s*(?:,\s*\{([^}]*)\})?\s*from\s*(["'])styled-components\3/g;
  return {
    name: 'wishlist:styled-as-named-import',
    renderChunk(code) {
      const named = code.replace(
        defaultImport,
        (_found, name: string, others: string | undefined, quote: string) =>
          `import { styled as ${name}${others ? `, ${others.trim()}` : ''} } from ${quote}styled-components${quote}`,
      );
      return named === code ? null : { code: named, map: null };
    },
  };
}

/**
 * The plugins of a server bundle: the same styled-component names and compiled catalogues as the browser's build,
 * React, the import fix.
 */
export const serverBundlePlugins = (): Plugin[] => [
  styledComponentIds(),
  compiledMessages(),
  ...react(),
  styledAsNamedImport(),
];
