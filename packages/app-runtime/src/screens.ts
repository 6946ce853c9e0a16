// Every screen of spec §2, in one table. The shell's router, the preloads and prerendered pages of its build, the
// edge's choice of page, the bottom navigation's frame and each remote's exposed modules are all read from it:
// adding a screen is a row here, the screen and its test. Plain data, loaded by the browser, the build and the edge.
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * Where the edge says, at run time, where each remote's manifest is (`[{ "name": "mf_discover", "manifest":
 * "/mf/discover/mf-manifest.json", "offline": true }, …]`, from the list of remotes it is deployed with): the shell
 * reads it before loading a remote, the service worker as it installs.
 */
export const remotesConfigPath = '/mf/remotes.json';

/** A remote, by its federated name: `mf_account` (remotes.json lists each: its folder, where it is deployed). */
export type RemoteName = `mf_${string}`;

export interface Screen {
  /** Matched in any letter case, with or without a trailing slash; `:name` is any one segment. */
  path: string;
  /** The document's title while it shows ('Discover' → 'Discover · Wishlist'); none: 'Wishlist'. */
  title?: string;
  /**
   * What renders it: a screen of the shell, `<feature>/<Name>` (the export `Name` of
   * shell/src/features/<feature>/components/<Name>.tsx), or one a remote exposes (the default export of
   * mf-<name>/src/exposes/<expose>.tsx, built into the remote as `./<expose>`).
   */
  from: { shell: `${string}/${string}` } | { remote: RemoteName; expose: string };
  /**
   * Who may open it: guests (someone signed in goes to Discover), signed-in users (a guest goes to '/'), anyone,
   * or moderators (a signed-in user whose role is moderator or admin; a guest goes to '/', a member sees Not Found
   * and nothing of the screen is loaded).
   */
  for: 'guests' | 'users' | 'anyone' | 'moderators';
  /**
   * Its page arrives with the screen in it: 'guest', prerendered by the shell's build as a guest sees it (the edge
   * serves it to a visitor without a session); 'guest-by-edge', the same for a screen that shows what the API says to
   * anyone (the plans): the edge renders it for each guest with those answers, the build's page being the fallback;
   * 'user', rendered by the edge for the signed-in visitor.
   */
  rendered?: 'guest' | 'guest-by-edge' | 'user';
  /** Framed by the bottom navigation (signed-in screens only). */
  navigation?: true;
  /** Laid out wider than the app's 390 px column when the window allows (the moderators' console, on a desktop). */
  wide?: true;
}

export const screens = {
  landing: { path: '/', from: { shell: 'landing/LandingScreen' }, for: 'guests', rendered: 'guest' },
  login: { path: '/login', title: 'Sign In', from: { shell: 'auth/LoginScreen' }, for: 'guests', rendered: 'guest' },
  signup: {
    path: '/signup',
    title: 'Create Account',
    from: { shell: 'auth/SignupScreen' },
    for: 'guests',
    rendered: 'guest',
  },
  // Anyone: a reset link opened in a signed-in browser works too (and signs it out).
  resetPassword: {
    path: '/reset-password',
    title: 'Reset Password',
    from: { shell: 'auth/ResetPasswordScreen' },
    for: 'anyone',
  },
  faq: { path: '/faq', title: 'FAQ', from: { shell: 'faq/FaqScreen' }, for: 'anyone', rendered: 'guest' },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    from: { shell: 'contact/ContactScreen' },
    for: 'anyone',
    rendered: 'guest',
  },
  terms: {
    path: '/terms',
    title: 'Terms & Conditions',
    from: { shell: 'terms/TermsScreen' },
    for: 'anyone',
    rendered: 'guest',
  },
  /** The accessibility statement (issue [AA]): what is met, what is not yet, how to report a barrier. */
  accessibility: {
    path: '/accessibility',
    title: 'Accessibility',
    from: { shell: 'accessibility/AccessibilityScreen' },
    for: 'anyone',
    rendered: 'guest',
  },
  /** Demo mode only: the mails that would have been sent (codes, reset links). */
  mailbox: { path: '/mailbox', title: 'Demo Mailbox', from: { shell: 'auth/MailboxScreen' }, for: 'anyone' },
  // Pricing shows the plans to everyone; Subscription shows guests its own log-in prompt (spec §2, §6).
  pricing: {
    path: '/pricing',
    title: 'Pricing',
    from: { remote: 'mf_billing', expose: 'PricingScreen' },
    for: 'anyone',
    rendered: 'guest-by-edge',
  },
  subscription: {
    path: '/subscription',
    title: 'Subscription',
    from: { remote: 'mf_billing', expose: 'SubscriptionScreen' },
    for: 'anyone',
  },
  discover: {
    path: '/app',
    title: 'Discover',
    from: { remote: 'mf_discover', expose: 'DiscoverScreen' },
    for: 'users',
    rendered: 'user',
    navigation: true,
  },
  wishlist: {
    path: '/wishlist',
    title: 'My Wishlist',
    from: { remote: 'mf_discover', expose: 'WishlistScreen' },
    for: 'users',
    rendered: 'user',
    navigation: true,
  },
  matches: {
    path: '/matches',
    title: 'Matches',
    from: { remote: 'mf_discover', expose: 'MatchesScreen' },
    for: 'users',
    navigation: true,
  },
  conversation: {
    path: '/matches/:profileId',
    title: 'Conversation',
    from: { remote: 'mf_discover', expose: 'ConversationScreen' },
    for: 'users',
  },
  likesYou: {
    path: '/likes',
    title: 'Likes You',
    from: { remote: 'mf_discover', expose: 'LikesYouScreen' },
    for: 'users',
    navigation: true,
  },
  ownProfile: {
    path: '/profile',
    title: 'My Profile',
    from: { remote: 'mf_account', expose: 'OwnProfileScreen' },
    for: 'users',
    rendered: 'user',
  },
  profileDetail: {
    path: '/profile/:id',
    title: 'Profile',
    from: { remote: 'mf_discover', expose: 'ProfileDetailScreen' },
    for: 'users',
  },
  // The moderators' console (README: "Moderation"): the queue of reported people, a case, the audit log, held photos,
  // appeals.
  moderationQueue: {
    path: '/moderation',
    title: 'Reports',
    from: { remote: 'mf_moderation', expose: 'QueueScreen' },
    for: 'moderators',
    wide: true,
  },
  moderationCase: {
    path: '/moderation/reports/:profileId',
    title: 'Report',
    from: { remote: 'mf_moderation', expose: 'CaseScreen' },
    for: 'moderators',
    wide: true,
  },
  moderationAudit: {
    path: '/moderation/audit',
    title: 'Audit Log',
    from: { remote: 'mf_moderation', expose: 'AuditScreen' },
    for: 'moderators',
    wide: true,
  },
  moderationPhotos: {
    path: '/moderation/photos',
    title: 'Held Photos',
    from: { remote: 'mf_moderation', expose: 'PhotosScreen' },
    for: 'moderators',
    wide: true,
  },
  moderationAppeals: {
    path: '/moderation/appeals',
    title: 'Appeals',
    from: { remote: 'mf_moderation', expose: 'AppealsScreen' },
    for: 'moderators',
    wide: true,
  },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

type ScreenOf<Name extends ScreenName> = (typeof screens)[Name];
type Exposed<Name extends ScreenName> = ScreenOf<Name>['from'] extends {
  remote: infer R extends string;
  expose: infer E extends string;
}
  ? `${R}/${E}`
  : never;

/** A screen a remote exposes, as federation names it: `<remote>/<expose>` ('mf_billing/PricingScreen'). */
export type RemoteScreenId = { [Name in ScreenName]: Exposed<Name> }[ScreenName];

/** The screens a remote provides, and among them those for signed-in users only (moderators are signed in too). */
export type RemoteScreenName = { [Name in ScreenName]: Exposed<Name> extends never ? never : Name }[ScreenName];
export type UserScreenName = {
  [Name in ScreenName]: ScreenOf<Name>['for'] extends 'users' | 'moderators' ? Name : never;
}[ScreenName];

/** The screens' names, in the table's order. */
export const screenNames = Object.keys(screens) as ScreenName[];

/** The facts of one screen, read through the table's general shape (its optional fields included). */
export function screen(name: ScreenName): Screen {
  return screens[name];
}

/** The remote screen's federation id, or undefined for a screen of the shell. */
export function remoteScreenId(name: ScreenName): RemoteScreenId | undefined {
  const { from } = screen(name);
  return 'remote' in from ? (`${from.remote}/${from.expose}` as RemoteScreenId) : undefined;
}

/**
 * Where a screen's component is: the app's folder ('shell', 'mf-discover' …), the module's path in it, and the export
 * that is the screen (a shell screen's own name; an exposed screen is its module's default export).
 */
export function screenModule(name: ScreenName): { app: string; path: string; exportName: string } {
  const { from } = screen(name);
  if ('remote' in from)
    return { app: from.remote.replace('_', '-'), path: `src/exposes/${from.expose}.tsx`, exportName: 'default' };
  const [feature = '', component = ''] = from.shell.split('/');
  return { app: 'shell', path: `src/features/${feature}/components/${component}.tsx`, exportName: component };
}

/** The screens of one remote. */
export const screensOf = (remote: RemoteName): ScreenName[] =>
  screenNames.filter((name) => {
    const { from } = screen(name);
    return 'remote' in from && from.remote === remote;
  });

/** What a remote's build exposes: `./<expose>` → its module, for every screen of the table it provides. */
export function exposedBy(remote: RemoteName): { name: RemoteName; exposes: Record<string, string> } {
  const exposes = screenNames.flatMap((name) => {
    const { from } = screen(name);
    return 'remote' in from && from.remote === remote ? [[`./${from.expose}`, `./${screenModule(name).path}`]] : [];
  });
  return { name: remote, exposes: Object.fromEntries(exposes) };
}

/** The pattern of a screen's path: any value for each `:param`, any letter case, with or without a trailing slash. */
function screenPathPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i');
}

const patterns = screenNames.map((name) => [name, screenPathPattern(screens[name].path)] as const);

/** The screen a URL's path shows (the query string is not part of it), or undefined for any other path. */
export function screenAt(pathname: string): ScreenName | undefined {
  return patterns.find(([, pattern]) => pattern.test(pathname))?.[0];
}

// Where signing in goes back to (spec §2): a screen that sends a guest to sign in names itself in `next`.
const NO_ORIGIN = 'http://in-app.invalid';

/**
 * The in-app path in `next` (a `?next=` or a remembered path), or undefined: only a screen of this table on this
 * site, never another origin (`//evil.example`, `/\evil.example`, `https://…`), so no link can send someone away.
 */
export function inAppPath(next: string | null | undefined): string | undefined {
  if (!next?.startsWith('/')) return undefined;
  const url = new URL(next, NO_ORIGIN);
  if (url.origin !== NO_ORIGIN || !screenAt(url.pathname)) return undefined;
  return `${url.pathname}${url.search}`;
}

/** Sign in, then back to `path`: what a screen's "Log In" for a guest opens (Pricing, Subscription). */
export const signInFrom = (path: string) => `${screens.login.path}?next=${encodeURIComponent(path)}`;

/** The build's page (in pages/) of a public screen as a guest sees it, in `locale`: English keeps the plain name. */
export const guestPageFile = (name: ScreenName, locale: Locale) =>
  locale === DEFAULT_LOCALE ? `${name}.guest.html` : `${name}.guest.${locale}.html`;

/** The build's landing page in `locale`, the directory index for whoever reads that language. */
export const landingFile = (locale: Locale) => (locale === DEFAULT_LOCALE ? 'landing.html' : `landing.${locale}.html`);
