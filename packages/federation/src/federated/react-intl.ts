// What the micro-frontends take from react-intl, and all the federation shares under that name
// (shared-dependencies.ts): one copy per page, tree-shaken to what the apps use (their runtime,
// @wishlist/app-runtime/i18n, is the one module that imports it). An app importing a name not listed here fails its
// build ("missing export"): add the name here.
export { createIntl, IntlContext, IntlProvider } from 'react-intl';
