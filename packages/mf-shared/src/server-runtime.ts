// The React API the edge's server bundles render with (server-bundle.ts leaves `react` and `react-dom` to Node): in
// production builds the browsers run Preact (federation.ts, `reactOnPreact`), so Node resolves React's names to
// preact/compat for every module, the shared libraries included (react-router, TanStack Query, styled-components), as
// the browser builds' alias does: the server's markup is the one the browser's code hydrates. Server (Node) module.
import { registerHooks } from 'node:module';

const preactFor: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
};

let registered = false;

/** Before a server bundle is imported: React's names resolve to Preact's, once per process. */
export function renderOnPreact(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve: (specifier, context, nextResolve) => nextResolve(preactFor[specifier] ?? specifier, context),
  });
}
