import { Button, toast } from '@wishlist/ui';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout.ts';

/** Ends the server session, forgets the stored user and goes to the landing page. */
export function SignOutButton() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(
      {},
      {
        onSuccess: () => void navigate('/', { replace: true }),
        // The session still lives on the server: say so rather than pretend to be signed out.
        onError: () =>
          toast({
            title: 'Sign out failed',
            description: 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button variant="secondary" block onClick={signOut} disabled={logout.isPending}>
      {logout.isPending ? 'Signing Out...' : 'Sign Out'}
    </Button>
  );
}
