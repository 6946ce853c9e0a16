// A remote's own page (`npm run dev -w @wishlist/mf-<name>`): the remote's screens with the providers the shell
// gives them when federated (query client, router, GlobalStyle, toasts) in the app's column, and, when the remote
// names its screens, a bar to sign the demo user in and out, since the shell's login screen is not there. Its words
// (and its remotes' notes) are in its own catalogue, messages/standalone.<locale>.json with the screens' titles, in
// the page's language. Standalone only: the shell never loads this module.
import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { Button, theme, toast } from '@wishlist/ui';
import { type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { Link, Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from './app-root.tsx';
import { MessagesProvider, defineCatalogue, typedMessages } from './i18n.tsx';
import screenTitles from './messages/screens.en.json';
import english from './messages/standalone.en.json';
import { createQueryClient } from './query-client.ts';
import { type RemoteName, screen, screenModule, screensOf } from './screens.ts';
import { setSessionUser, useSessionUser } from './session.ts';

const standaloneCatalogue = defineCatalogue({ ...screenTitles, ...english }, async () => {
  const [titles, words] = await Promise.all([
    import('./messages/screens.ar.json'),
    import('./messages/standalone.ar.json'),
  ]);
  return { default: { ...titles.default, ...words.default } };
});

/** The standalone page's words, for a remote's own parts of it (a demo sign-in, a note). */
export const { useIntl: useStandaloneIntl } = typedMessages(standaloneCatalogue);

/** An id of the standalone page's catalogue. */
export type StandaloneMessageId = keyof typeof english;

/** The id of a screen's title (`screen.title.<screen>`). */
type ScreenTitleId = keyof typeof screenTitles;

/** A link of the standalone bar to one of the remote's screens, named by its title. */
export interface StandaloneLink {
  to: string;
  title: ScreenTitleId;
}

export interface StandalonePageProps {
  /** Where Vite serves the remote (`import.meta.env.BASE_URL`, e.g. `/mf/billing/`): the router lives below it. */
  basePath: string;
  /** The remote's screens, with paths below the base path. */
  routes: RouteObject[];
  /** What every other path shows (screens of the shell or of another remote): a note (its message) or a screen. */
  elsewhere: StandaloneMessageId | ReactNode;
  /** The remote's screens, linked from the sign-in bar. Without links there is no bar (the remote signs in its own way). */
  links?: readonly StandaloneLink[];
}

/**
 * The remote's screens at their paths (the table of screens), from its exposed modules, each loaded when first shown:
 * `exposed` is `import.meta.glob('../exposes/*.tsx', { import: 'default' })` in the remote's src/app/. (Imported
 * statically here, an exposed module would be bundled with this page and its federated entry left a mere re-export,
 * which the remote's manifest does not list: the shell would preload and precache the wrong files.)
 */
export function screenRoutes(remote: RemoteName, exposed: Record<string, () => Promise<ComponentType>>): RouteObject[] {
  return screensOf(remote).flatMap((name) => {
    const load = exposed[screenModule(name).path.replace(/^src\//, '../')];
    if (!load) return [];
    const Screen = lazy(async () => ({ default: await load() }));
    return [
      {
        path: screen(name).path.slice(1),
        element: (
          <Suspense>
            <Screen />
          </Suspense>
        ),
      },
    ];
  });
}

/** Links to the remote's screens that need no parameter, named by their titles. */
export function screenLinks(remote: RemoteName): StandaloneLink[] {
  return screensOf(remote).flatMap((name) => {
    const { path } = screen(name);
    const title = `screen.title.${name}`;
    return path.includes(':') || !isScreenTitle(title) ? [] : [{ to: path, title }];
  });
}

const isScreenTitle = (id: string): id is ScreenTitleId => id in screenTitles;

const isNote = (elsewhere: unknown): elsewhere is StandaloneMessageId =>
  typeof elsewhere === 'string' && elsewhere in english;

/** The whole standalone page. Its props are read once, when it mounts: pass values that do not change. */
export function StandalonePage({ basePath, routes, elsewhere, links }: StandalonePageProps) {
  const [queryClient] = useState(createQueryClient);
  const [pageRoutes] = useState((): RouteObject[] => [
    {
      element: <StandaloneLayout links={links} />,
      children: [...routes, { path: '*', element: isNote(elsewhere) ? <Note id={elsewhere} /> : elsewhere }],
    },
  ]);
  return (
    <AppProviders queryClient={queryClient} basename={basePath.replace(/\/$/, '')}>
      <Suspense>
        <MessagesProvider catalogue={standaloneCatalogue}>
          <StandaloneRoutes routes={pageRoutes} />
        </MessagesProvider>
      </Suspense>
    </AppProviders>
  );
}

function Note({ id }: { id: StandaloneMessageId }) {
  return <Elsewhere>{useStandaloneIntl().formatMessage({ id })}</Elsewhere>;
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function StandaloneLayout({ links }: { links: readonly StandaloneLink[] | undefined }) {
  return (
    <Column>
      {links && <StandaloneBar links={links} />}
      <Outlet />
    </Column>
  );
}

/**
 * Signs in as the user of the API's current session or signs out locally, and links the remote's screens. Prism
 * only checks that the session cookie is there, so a placeholder one makes it answer its example user; the real
 * services refuse it like any unknown session.
 */
function StandaloneBar({ links }: { links: readonly StandaloneLink[] }) {
  const intl = useStandaloneIntl();
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const signIn = () => {
    document.cookie = 'wishlist.sid=standalone-placeholder; path=/; SameSite=Lax';
    return queryClient.fetchQuery({ ...getCurrentUserOptions(), staleTime: 0 }).then(
      ({ user: current }) => setSessionUser(current),
      (error: unknown) =>
        toast({
          title: intl.formatMessage({ id: 'standalone.noSession' }),
          description: String(error),
          variant: 'destructive',
        }),
    );
  };
  return (
    <Bar aria-label={intl.formatMessage({ id: 'standalone.tools' })}>
      {links.map(({ to, title }) => (
        <Link key={to} to={to}>
          {intl.formatMessage({ id: title })}
        </Link>
      ))}
      <Who>
        {user
          ? intl.formatMessage({ id: 'standalone.as' }, { username: user.username })
          : intl.formatMessage({ id: 'standalone.guest' })}
      </Who>
      {user ? (
        <Button size="sm" variant="ghost" onClick={() => setSessionUser(null)}>
          {intl.formatMessage({ id: 'standalone.signOut' })}
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => void signIn()}>
          {intl.formatMessage({ id: 'standalone.signIn' })}
        </Button>
      )}
    </Bar>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  max-width: ${theme.layout.columnWidth};
  min-height: 100dvh;
  margin: 0 auto;
  background: ${theme.color.background};
  box-shadow: ${theme.shadow.column};
`;
const Bar = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.color.text};
  color: #fff;
  font-size: ${theme.size.xs};
  a {
    color: inherit;
  }
  button {
    color: #fff;
  }
`;
const Who = styled.span`
  margin-left: auto;
  opacity: 0.8;
`;
const Elsewhere = styled.p`
  padding: ${theme.space.xl} ${theme.space.lg};
  color: ${theme.color.muted};
  text-align: center;
`;
