import {
  type ScreenName,
  remoteScreenId,
  screen,
  screenAt,
  screenModule,
  screenNames,
} from '@wishlist/app-runtime/screens';
import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import { type Locale, pageLocale } from '@wishlist/app-runtime/locale';
import { type ComponentType, type ReactNode, createElement, lazy, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { useIntl } from '../i18n.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { RequireModerator } from './routes/RequireModerator.tsx';
import { RequireUser } from './routes/RequireUser.tsx';
import { SessionGate } from './routes/SessionGate.tsx';

// Every route of spec §2, from the table of screens (@wishlist/app-runtime/screens), at the paths the edge also knows
// (it answers 404 for any other). React Router matches case-insensitively unless a route sets `caseSensitive`, so
// /LOGIN shows the login screen. Each screen is its own chunk, loaded when its route is first matched: a public page
// downloads its own code and nothing else, and only the routes of a remote load the federation runtime and that
// remote (FederatedScreen). `preload` loads a screen ahead: its first render then needs no wait, so the app renders
// over a prerendered page (src/app/prerender.tsx) at once instead of blanking it until the chunk arrives.
function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}

/** A shell screen's module: the screen, and the loader of its own catalogue if it has one (the FAQ's long texts). */
interface ShellScreenModule {
  [exportName: string]: unknown;
  loadMessages?: (locale: Locale) => Promise<unknown>;
}

// The shell's screens, each in its own chunk, by their module's path in the shell ('src/features/…'): the table's.
const shellModules = import.meta.glob<ShellScreenModule>('../features/*/components/*Screen.tsx');

const shellScreens = new Map(
  screenNames.flatMap((name) => {
    const { app, path, exportName } = screenModule(name);
    if (app !== 'shell') return [];
    const load = shellModules[path.replace(/^src\//, '../')];
    if (!load) throw new Error(`the screen ${name} has no module ${path}`);
    const Screen = lazyScreen(async () => ((await load())[exportName] as ComponentType | undefined) ?? missing(name));
    const loadMessages = async (locale: Locale) => (await load()).loadMessages?.(locale);
    return [[name, Object.assign(Screen, { loadMessages })] as const];
  }),
);

function missing(name: ScreenName): never {
  throw new Error(`the screen ${name}'s module does not export it`);
}

const WithMainNavigation = lazyScreen(
  async () => (await import('../features/navigation/components/MainNavigation.tsx')).WithMainNavigation,
);
const FederatedScreen = lazyScreen(
  async () => (await import('../components/federation/FederatedScreen.tsx')).FederatedScreen,
);

/**
 * Loads the shell's own code for a screen: its chunk with its own catalogue in `locale` (a render must not wait for
 * it), or the bottom navigation's frame around it.
 */
export async function loadShellCode(name: ScreenName, locale: Locale = pageLocale()): Promise<void> {
  const shell = shellScreens.get(name);
  await Promise.all([
    shell?.preload(),
    shell?.loadMessages(locale),
    screen(name).navigation && WithMainNavigation.preload(),
  ]);
}

/**
 * Loads the code of the screen at `pathname` before the app's first render: a shell screen's chunk, and for a
 * remote's screen that the page shows already (`shown`: prerendered), the shell's frame of it and the remote's screen
 * itself, so the app renders over it at once instead of through a loading state. A failure is left to that render,
 * which loads it again and shows what went wrong.
 */
export async function preloadScreen(pathname: string, shown: boolean): Promise<void> {
  const name = screenAt(pathname);
  if (!name) return;
  const id = remoteScreenId(name);
  const loads: Promise<unknown>[] = [];
  if (!id) loads.push(loadShellCode(name));
  else if (shown) {
    const remote = import('../lib/federation/load-remote.ts').then(({ preloadRemoteScreen }) =>
      preloadRemoteScreen(id),
    );
    loads.push(FederatedScreen.preload(), remote, loadShellCode(name));
  }
  await Promise.all(loads).catch(() => undefined);
}

/** A screen with its title (the table's, in the page's language) on the document while it shows. */
function Titled({ name, children }: { name: ScreenName; children: ReactNode }) {
  const intl = useIntl();
  usePageTitle(name === 'landing' ? undefined : intl.formatMessage({ id: `screen.title.${name}` as const }));
  return children;
}

/**
 * Every screen at its path, behind the guard its audience asks for and in the bottom navigation's frame if it has
 * one. A remote's screen is what `remoteScreen` gives for it: the browser loads it through federation, the server's
 * render (src/app/prerender.tsx) imports it, after loading the shell's own code for it (loadShellCode).
 */
function appRoutes(remoteScreen: (name: ScreenName) => ReactNode) {
  const routes = (pick: (name: ScreenName) => boolean) =>
    screenNames.filter(pick).map((name) => {
      const Shell = shellScreens.get(name);
      const element = Shell ? <Shell /> : remoteScreen(name);
      // The screen hydrates after the layout (HydrateLater), so a tap between is answered.
      const shown = (
        <Titled name={name}>
          <HydrateLater>{element}</HydrateLater>
        </Titled>
      );
      return <Route key={name} path={screen(name).path} element={shown} />;
    });
  const forWhom =
    (audience: 'guests' | 'users' | 'anyone' | 'moderators', navigation = false) =>
    (name: ScreenName) =>
      screen(name).for === audience && Boolean(screen(name).navigation) === navigation;
  // The layout and its guards hydrate after the router, the screen after them (HydrateLater).
  const layout = (
    <HydrateLater>
      <AppLayout />
    </HydrateLater>
  );
  return (
    <Route element={layout}>
      <Route element={<SessionGate />}>
        <Route element={<GuestOnly />}>{routes(forWhom('guests'))}</Route>
        {routes(forWhom('anyone'))}
        <Route element={<RequireUser />}>
          <Route element={<WithMainNavigation />}>{routes(forWhom('users', true))}</Route>
          {routes(forWhom('users'))}
          <Route element={<RequireModerator />}>{routes(forWhom('moderators'))}</Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Route>
  );
}

/** A remote's screen in the browser: loaded through federation on first use. */
function federated(name: ScreenName) {
  const id = remoteScreenId(name);
  return id && <FederatedScreen id={id} />;
}

/**
 * Every route, with the remote screens `remoteScreen` gives (the browser's: federated; the server's render: imported).
 * Matching them hydrates after the app's providers (HydrateLater), on the server's markup too.
 */
export function ScreenRoutes({ remoteScreen }: { remoteScreen: (name: ScreenName) => ReactNode }) {
  return (
    <HydrateLater>
      <Routes>{appRoutes(remoteScreen)}</Routes>
    </HydrateLater>
  );
}

export function AppRoutes() {
  return <ScreenRoutes remoteScreen={federated} />;
}
