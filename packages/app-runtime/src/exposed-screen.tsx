// How every remote exposes a screen: mf-<name>/src/exposes/<expose>.tsx is
// `export default exposeScreen(name, Screen, catalogue)` for a screen of the table (./screens.ts), with the remote's
// catalogue (./i18n.tsx). The shell and a remote's standalone page render that default export.
import type { User } from '@wishlist/contract/client/types.gen.ts';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { configureApiClient } from './api-client.ts';
// Only the type: the catalogue brings its provider, so a remote without one loads no react-intl.
import type { Catalogue } from './i18n.tsx';
import { type Locale, pageLocale } from './locale.ts';
import { type RemoteScreenName, type UserScreenName, screen } from './screens.ts';
import { isModerator, useSessionUser } from './session.ts';

/** A screen for signed-in users (or moderators) is given the user; any other finds out for itself. */
export type ScreenProps<Name extends RemoteScreenName> = Name extends UserScreenName ? { user: User } : object;

/** An exposed screen: a component, and how to load its catalogue in a locale before it renders or hydrates. */
export type ExposedScreen = ComponentType & { loadMessages?: (locale: Locale) => Promise<unknown> };

/**
 * `Screen` as the remote exposes it, in the remote's catalogue (`catalogue`, in the page's locale: its loading starts
 * as the module loads, and the shell awaits `loadMessages` before it shows the screen; the server's render too). A screen for signed-in users (the table's `for: 'users'`) renders only with a
 * user: the shell's router guards it already, and this keeps it from running without one when it is mounted some
 * other way (the standalone page, a sign-out on screen), sending the visitor to '/' as the shell does. A moderators'
 * screen (`for: 'moderators'`) also renders nothing for a member: the shell shows them Not Found before loading it.
 */
export function exposeScreen<Name extends RemoteScreenName>(
  name: Name,
  Screen: ComponentType<ScreenProps<Name>>,
  catalogue?: Catalogue<Record<string, string>>,
): ExposedScreen {
  // Each remote's bundle has its own copy of the generated API client: configured before the screen first renders.
  configureApiClient();
  const audience = screen(name).for;
  const Render = Screen as ComponentType<{ user?: User }>;
  function ScreenForAudience() {
    const user = useSessionUser();
    if (audience !== 'users' && audience !== 'moderators') return <Render />;
    if (!user) return <Navigate to="/" replace />;
    return audience === 'users' || isModerator(user) ? <Render user={user} /> : null;
  }
  ScreenForAudience.displayName = `Exposed(${name})`;
  if (!catalogue) return ScreenForAudience;
  const messages = catalogue;
  if (typeof document !== 'undefined') void messages.load(pageLocale());
  function ExposedScreen() {
    return (
      <messages.Provider>
        <ScreenForAudience />
      </messages.Provider>
    );
  }
  ExposedScreen.displayName = `Messages(${name})`;
  ExposedScreen.loadMessages = (locale: Locale) => messages.load(locale);
  return ExposedScreen;
}
