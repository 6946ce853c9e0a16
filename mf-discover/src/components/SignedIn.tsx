import type { User } from '@wishlist/contract/client/types.gen.ts';
import { useSessionUser } from '@wishlist/mf-shared/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Renders a screen for the signed-in user. The shell already sends guests to '/' (spec §2); this keeps a
 * screen from running without a user when it is mounted some other way (standalone, a sign-out on screen).
 */
export function SignedIn({ children }: { children: (user: User) => ReactNode }) {
  const user = useSessionUser();
  return user ? children(user) : <Navigate to="/" replace />;
}
