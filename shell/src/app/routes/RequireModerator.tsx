import { isModerator, useSessionUser } from '@wishlist/app-runtime/session';
import { Outlet } from 'react-router-dom';
import { NotFound } from './NotFound.tsx';

/**
 * Guards the moderators' console (README: "Moderation"), inside RequireUser: a member sees Not Found, as for a page
 * that does not exist, and the console's code is never loaded for them. The server refuses them every console call.
 */
export function RequireModerator() {
  const user = useSessionUser();
  return isModerator(user) ? <Outlet /> : <NotFound />;
}
