import type { EndedSession } from '@wishlist/app-runtime/session';
import { ButtonLink, EmptyState, LockIcon, Stack } from '@wishlist/ui';
import styled from 'styled-components';
import { usePageTitle } from '../../../lib/page-title.ts';
import { suspensionEnd } from '../../../lib/suspension-end.ts';
import { FormattedMessage, formatMessage } from '../../../i18n.ts';

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
        title: formatMessage('session.signedOut.title'),
        text: formatMessage('session.signedOutElsewhere.text'),
        next: 'sign-in',
      };
    case 'ACCOUNT_SUSPENDED':
      return {
        title: formatMessage('session.suspended.title'),
        text: formatMessage('session.suspended.text', {
          until: until ? suspensionEnd(until) : formatMessage('session.suspended.end'),
        }),
        next: 'rules',
      };
    case 'ACCOUNT_BANNED':
      return {
        title: formatMessage('session.banned.title'),
        text: formatMessage('session.banned.text'),
        next: 'rules',
      };
    default:
      return {
        title: formatMessage('session.signedOut.title'),
        text: formatMessage('session.ended.text'),
        next: 'sign-in',
      };
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
        <FormattedMessage id="session.signInAgain" />
      </ButtonLink>
    ) : (
      <>
        <ButtonLink to="/terms" size="lg" block onClick={onLeave}>
          <FormattedMessage id="session.readRules" />
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" size="lg" block onClick={onLeave}>
          <FormattedMessage id="session.contact" />
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
