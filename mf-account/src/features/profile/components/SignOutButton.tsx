import { Button, toast } from '@wishlist/ui';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '../api/logout.ts';
import { useIntl } from '../../../i18n.ts';

/** Ends the server session, forgets the stored user and goes to the landing page. */
export function SignOutButton() {
  const intl = useIntl();
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
            title: intl.formatMessage({ id: 'profile.signOut.failed' }),
            description: intl.formatMessage({ id: 'profile.signOut.failedText' }),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Button variant="secondary" block onClick={signOut} disabled={logout.isPending}>
      {intl.formatMessage({ id: logout.isPending ? 'profile.signOut.pending' : 'profile.signOut.button' })}
    </Button>
  );
}
