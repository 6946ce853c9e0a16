import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUserOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { setSessionUser, useSessionUser } from '@wishlist/mf-shared/session';
import { Button, theme, toast } from '@wishlist/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * Standalone only: signs in as the user of the API's current session or signs out locally, and links this
 * remote's screens. Prism only checks that the session cookie is there, so a placeholder one makes it answer
 * its example user; the real services refuse it like any unknown session.
 */
export function StandaloneBar() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const signIn = () => {
    document.cookie = 'wishlist.sid=standalone-placeholder; path=/; SameSite=Lax';
    return queryClient.fetchQuery({ ...getCurrentUserOptions(), staleTime: 0 }).then(
      ({ user: current }) => setSessionUser(current),
      (error: unknown) => toast({ title: 'No session', description: String(error), variant: 'destructive' }),
    );
  };
  return (
    <Bar aria-label="Standalone tools">
      <Link to="/profile">My Profile</Link>
      <Who>{user ? `as ${user.username}` : 'guest'}</Who>
      {user ? (
        <Button size="sm" variant="ghost" onClick={() => setSessionUser(null)}>
          Sign out
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => void signIn()}>
          Sign in
        </Button>
      )}
    </Bar>
  );
}

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
