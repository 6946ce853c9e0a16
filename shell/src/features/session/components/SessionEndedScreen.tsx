import type { EndedSession } from '@wishlist/app-runtime/session';
import { ButtonLink, EmptyState, LockIcon, Stack } from '@wishlist/ui';
import styled from 'styled-components';
import { usePageTitle } from '../../../lib/page-title.ts';
import { suspensionEnd } from '../../../lib/suspension-end.ts';

interface Said {
  title: string;
  text: string;
  /** What to do: sign in again, or read the rules and write to us. */
  next: 'sign-in' | 'rules';
}

/** What each reason says (the codes of the contract's Unauthorized answer); anything else is a plain ended session. */
function say({ code, until }: EndedSession): Said {
  switch (code) {
    case 'SIGNED_OUT_ELSEWHERE':
      return {
        title: 'You were signed out',
        text: 'Your password was changed or reset on another device, or you were signed out everywhere. Sign in again to go on. Not you? Reset your password from the sign-in screen.',
        next: 'sign-in',
      };
    case 'ACCOUNT_SUSPENDED':
      return {
        title: 'Your account is suspended',
        text: `A moderator suspended your account after reports about it. You can sign in again from ${until ? suspensionEnd(until) : 'the end of the suspension'}.`,
        next: 'rules',
      };
    case 'ACCOUNT_BANNED':
      return {
        title: 'Your account has been banned',
        text: 'A moderator closed your account for breaking our rules. It can no longer be used.',
        next: 'rules',
      };
    default:
      return { title: 'You were signed out', text: 'Your session has ended. Sign in again to go on.', next: 'sign-in' };
  }
}

/**
 * The whole screen when the server ended the session of the person using the app (a sign-out elsewhere, a ban, a
 * suspension, or an expired session): why, and what to do. Any way out (`onLeave`) leaves it for that screen.
 */
export function SessionEndedScreen({ ended, onLeave }: { ended: EndedSession; onLeave: () => void }) {
  const { title, text, next } = say(ended);
  usePageTitle(title);
  const actions =
    next === 'sign-in' ? (
      <ButtonLink to="/login" size="lg" block onClick={onLeave}>
        Sign in again
      </ButtonLink>
    ) : (
      <>
        <ButtonLink to="/terms" size="lg" block onClick={onLeave}>
          Read our rules
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" size="lg" block onClick={onLeave}>
          Contact us
        </ButtonLink>
      </>
    );
  return (
    <Screen>
      <EmptyState
        headingLevel={1}
        icon={<LockIcon size={34} />}
        title={title}
        text={text}
        action={<Actions>{actions}</Actions>}
      />
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  min-height: 100dvh;
`;
const Actions = styled(Stack)`
  width: 100%;
  max-width: 300px;
`;
