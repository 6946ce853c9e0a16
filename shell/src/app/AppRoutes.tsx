import { type ScreenName, screenAt, screenPaths as paths } from '@wishlist/mf-shared/screen-routes';
import { type ComponentType, createElement, lazy, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { type RemoteRoute, type RemoteRouteName, remoteRoutes } from './remote-routes.ts';
import { GuestOnly } from './routes/GuestOnly.tsx';
import { NotFound } from './routes/NotFound.tsx';
import { RequireUser } from './routes/RequireUser.tsx';

// Every route of spec §2, at the paths the edge also knows (screen-routes.ts: it answers 404 for any other).
// React Router matches case-insensitively unless a route sets `caseSensitive`, so /LOGIN shows the login screen.
// Each screen is its own chunk, loaded when its route is first matched: a public page downloads its own code and
// nothing else, and only the routes of a remote load the federation runtime and that remote (FederatedScreen).
// `preload` loads a screen ahead: its first render then needs no wait, so the app renders over a prerendered page
// (src/app/prerender.tsx) at once instead of blanking it until the chunk arrives (preloadScreen below).
function screen<Name extends string, Props extends object>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => (loaded ??= (await load())[name]);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Screen, { preload });
}

const LandingScreen = screen(() => import('../features/landing/components/LandingScreen.tsx'), 'LandingScreen');
const LoginScreen = screen(() => import('../features/auth/components/LoginScreen.tsx'), 'LoginScreen');
const SignupScreen = screen(() => import('../features/auth/components/SignupScreen.tsx'), 'SignupScreen');
const ResetPasswordScreen = screen(() => import('../features/auth/components/ResetPasswordScreen.tsx'), 'ResetPasswordScreen');
const FaqScreen = screen(() => import('../features/faq/components/FaqScreen.tsx'), 'FaqScreen');
const ContactScreen = screen(() => import('../features/contact/components/ContactScreen.tsx'), 'ContactScreen');
const TermsScreen = screen(() => import('../features/terms/components/TermsScreen.tsx'), 'TermsScreen');
const MailboxScreen = screen(() => import('../features/auth/components/MailboxScreen.tsx'), 'MailboxScreen');
const WithMainNavigation = screen(() => import('../features/navigation/components/MainNavigation.tsx'), 'WithMainNavigation');
const FederatedScreen = screen(() => import('../components/federation/FederatedScreen.tsx'), 'FederatedScreen');

/** The shell's own screens by name, for preloadScreen. */
const shellScreens: Partial<Record<ScreenName, { preload(): Promise<unknown> }>> = {
  landing: LandingScreen,
  login: LoginScreen,
  signup: SignupScreen,
  resetPassword: ResetPasswordScreen,
  faq: FaqScreen,
  contact: ContactScreen,
  terms: TermsScreen,
  mailbox: MailboxScreen,
};

/**
 * Loads the code of the screen at `pathname` before the app's first render: a shell screen's chunk, and for a
 * remote's screen that the page shows already (`shown`: prerendered), the shell's frame of it and the remote's screen
 * itself, so the app renders over it at once instead of through a loading state. A failure is left to that render,
 * which loads it again and shows what went wrong.
 */
export async function preloadScreen(pathname: string, shown: boolean): Promise<void> {
  const name = screenAt(pathname);
  if (!name) return;
  const route: RemoteRoute | undefined = name in remoteRoutes ? remoteRoutes[name as RemoteRouteName] : undefined;
  const loads: Promise<unknown>[] = [];
  if (!route) loads.push(shellScreens[name]?.preload() ?? Promise.resolve());
  else if (shown) {
    loads.push(FederatedScreen.preload(), import('../lib/federation/load-remote.ts').then(({ preloadRemoteScreen }) => preloadRemoteScreen(route.screen)));
    if (route.navigation) loads.push(WithMainNavigation.preload());
  }
  await Promise.all(loads).catch(() => undefined);
}

/** A remote's screen at its path (remote-routes.ts). */
function remote(name: RemoteRouteName) {
  const { screen: id, title } = remoteRoutes[name];
  return <Route path={paths[name]} element={<FederatedScreen id={id} title={title} />} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<GuestOnly />}>
          <Route path={paths.landing} element={<LandingScreen />} />
          <Route path={paths.login} element={<LoginScreen />} />
          <Route path={paths.signup} element={<SignupScreen />} />
        </Route>
        {/* Public, not guest-only: a reset link opened in a signed-in browser works too (and signs it out). */}
        <Route path={paths.resetPassword} element={<ResetPasswordScreen />} />
        <Route path={paths.faq} element={<FaqScreen />} />
        <Route path={paths.contact} element={<ContactScreen />} />
        <Route path={paths.terms} element={<TermsScreen />} />
        <Route path={paths.mailbox} element={<MailboxScreen />} />
        {/* Public: Pricing shows the plans to everyone; Subscription shows guests its own log-in prompt (spec §2, §6). */}
        {remote('pricing')}
        {remote('subscription')}
        <Route element={<RequireUser />}>
          <Route element={<WithMainNavigation />}>
            {remote('discover')}
            {remote('wishlist')}
            {remote('matches')}
            {remote('likesYou')}
          </Route>
          {remote('ownProfile')}
          {remote('profileDetail')}
          {remote('conversation')}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
