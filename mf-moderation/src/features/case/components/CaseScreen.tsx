import type { ModerationAction, ModerationActionRequest, ModerationCase } from '@wishlist/contract/client/types.gen.ts';
import { Avatar, Button, ButtonLink, Card, CardTitle, QueryState, Text, theme, toast } from '@wishlist/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useIsAdmin } from '../../../api/desk.ts';
import { useTakeAction } from '../../../api/take-action.ts';
import { ActionDialog } from '../../../components/ActionDialog.tsx';
import { AuditList } from '../../../components/AuditList.tsx';
import { ConsoleLayout } from '../../../components/ConsoleLayout.tsx';
import { StandingBadge } from '../../../components/StandingBadge.tsx';
import { FormattedMessage, useIntl, useModerationWords } from '../../../i18n.ts';
import { useRefusalText } from '../../../utils/refusal.ts';
import { useDoneToast } from '../../../utils/use-done-toast.ts';
import { useModerationCase } from '../api/get-case.ts';
import { ReportCard } from './ReportCard.tsx';

/**
 * /moderation/reports/{profileId} — one reported person: who they are now (photos, bio, standing) with the actions,
 * every report with the evidence it froze, and what moderators did before. On a desktop the person and the actions
 * stay on the reading side (the left in English, the right in Arabic) while the reports scroll beside them.
 */
export function CaseScreen({ profileId }: { profileId: string }) {
  const moderationCase = useModerationCase(profileId);
  const intl = useIntl();
  const refusalText = useRefusalText();
  return (
    <ConsoleLayout
      title={moderationCase.data?.name ?? intl.formatMessage({ id: 'moderation.case.title' })}
      backTo="/moderation"
    >
      <QueryState
        query={moderationCase}
        loadingText={intl.formatMessage({ id: 'moderation.case.loading' })}
        errorTitle={intl.formatMessage({ id: 'moderation.case.loadFailed' })}
        errorMessage={refusalText}
        errorAction={
          <ButtonLink to="/moderation" variant="secondary">
            <FormattedMessage id="moderation.console.backToReports" />
          </ButtonLink>
        }
      >
        {(data) => <Case data={data} />}
      </QueryState>
    </ConsoleLayout>
  );
}

/** The action under way, and the photo it is about. */
interface Pending {
  action: ModerationAction;
  photoURL?: string;
}

/** The action a moderator opened (its dialog), and taking it: done, it closes and says so. */
function useCaseAction(initialAction: Pending | null) {
  const [pending, setPending] = useState<Pending | null>(initialAction);
  const takeAction = useTakeAction();
  const intl = useIntl();
  const done = useDoneToast();
  const open = (action: ModerationAction, photoURL?: string) => {
    takeAction.reset();
    setPending({ action, ...(photoURL && { photoURL }) });
  };
  const submit = (request: ModerationActionRequest) =>
    takeAction.mutate(
      { body: request },
      {
        onSuccess: (answer) => {
          setPending(null);
          if ('request' in answer)
            toast({
              title: intl.formatMessage({ id: 'moderation.case.awaitingSecond.title' }),
              description: intl.formatMessage({ id: 'moderation.case.awaitingSecond.description' }),
            });
          else done(request.action);
        },
      },
    );
  return { pending, open, close: () => setPending(null), submit, takeAction };
}

/** Opens an action's dialog (remove-photo names its photo). */
type OpenAction = (action: ModerationAction, photoURL?: string) => void;

export function Case({
  data,
  initialAction = null,
  admin: adminShown,
}: {
  data: ModerationCase;
  initialAction?: Pending | null;
  /** Shown as an admin sees it (stories); otherwise as the desk says. */
  admin?: boolean;
}) {
  const { pending, open, close, submit, takeAction } = useCaseAction(initialAction);
  const admin = useIsAdmin() || adminShown === true;
  const intl = useIntl();
  const refusalText = useRefusalText();
  const actionsTaken = intl.formatMessage({ id: 'moderation.case.actionsTaken' });
  // A deleted account leaves only its reports to dismiss.
  const closed = data.standing === 'banned' || data.standing === 'deleted';
  return (
    <Columns>
      <Side>
        <PersonNow data={data} closed={closed} open={open} />
        <CaseActions data={data} closed={closed} open={open} admin={admin} />
        <section aria-label={actionsTaken}>
          <SectionTitle>{actionsTaken}</SectionTitle>
          {data.actions.length === 0 ? (
            <Text $size="sm" $tone="muted">
              <FormattedMessage id="moderation.case.noneYet" />
            </Text>
          ) : (
            <AuditList entries={data.actions} whom={false} />
          )}
        </section>
      </Side>
      <Main aria-label={intl.formatMessage({ id: 'moderation.case.reports' })}>
        <SectionTitle>
          <FormattedMessage id="moderation.case.reportCount" values={{ count: data.reports.length }} />
        </SectionTitle>
        {data.reports.map((report) => (
          <ReportCard key={report.id} report={report} name={data.name} />
        ))}
      </Main>
      <ActionDialog
        action={pending?.action ?? null}
        onClose={close}
        profileId={data.profileId}
        name={data.name}
        {...(pending?.photoURL && { photoURL: pending.photoURL })}
        pending={takeAction.isPending}
        refusal={
          takeAction.isError
            ? (refusalText(takeAction.error) ?? intl.formatMessage({ id: 'moderation.failed' }))
            : undefined
        }
        onSubmit={submit}
      />
    </Columns>
  );
}

interface CasePartProps {
  data: ModerationCase;
  /** Banned: nothing more can be done but dismissing. */
  closed: boolean;
  open: OpenAction;
}

/** Who they are now: name, standing, bio, and each photo with its Remove. */
function PersonNow({ data, closed, open }: CasePartProps) {
  const intl = useIntl();
  const words = useModerationWords();
  return (
    <Card aria-label={intl.formatMessage({ id: 'moderation.case.personNow' })}>
      <Person>
        <Avatar name={data.name} src={data.photoURL} size={64} />
        <div>
          <CardTitle>{data.name}</CardTitle>
          <StandingBadge standing={data.standing} />
          {data.suspendedUntil && (
            <Text $size="sm" $tone="muted">
              <FormattedMessage id="moderation.case.until" values={{ when: words.when(data.suspendedUntil) }} />
            </Text>
          )}
        </div>
      </Person>
      {/* Written by the person, in their language. */}
      <Text $size="sm" $leading={1.45} dir={data.bio ? 'auto' : undefined}>
        {data.bio ?? (
          <Muted>
            <FormattedMessage id="moderation.case.noBio" />
          </Muted>
        )}
      </Text>
      {data.photos.length > 0 && (
        <Photos aria-label={intl.formatMessage({ id: 'moderation.case.photosNow' })}>
          {data.photos.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={intl.formatMessage({ id: 'moderation.case.photoAlt' }, { number: index + 1, name: data.name })}
              />
              <Button size="sm" variant="ghost" disabled={closed} onClick={() => open('remove-photo', url)}>
                <FormattedMessage id="moderation.remove" />
              </Button>
            </li>
          ))}
        </Photos>
      )}
    </Card>
  );
}

/** What a moderator can do about the person; an admin can also lift a ban or suspension. */
function CaseActions({ data, closed, open, admin }: CasePartProps & { admin: boolean }) {
  const restricted = data.standing === 'banned' || data.standing === 'suspended';
  const intl = useIntl();
  const words = useModerationWords();
  const actions = intl.formatMessage({ id: 'moderation.case.actions' });
  return (
    <Card aria-label={actions}>
      <CardTitle>{actions}</CardTitle>
      {admin && restricted && (
        <Button variant="primary" onClick={() => open('lift')}>
          <FormattedMessage id="moderation.case.lift" values={{ standing: data.standing }} />
        </Button>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => open('dismiss')}>
          {words.action('dismiss')}
        </Button>
        {/* A hold reports made ends by itself after a few hours unless confirmed. */}
        {data.standing === 'held' && (
          <Button variant="secondary" onClick={() => open('confirm-hold')}>
            {words.action('confirm-hold')}
          </Button>
        )}
        <Button variant="secondary" disabled={closed} onClick={() => open('warn')}>
          {words.action('warn')}
        </Button>
        <Button variant="secondary" disabled={closed || !data.bio} onClick={() => open('remove-bio')}>
          {words.action('remove-bio')}
        </Button>
        <Button variant="secondary" disabled={closed} onClick={() => open('correct-birth-date')}>
          {words.action('correct-birth-date')}
        </Button>
        <Button variant="danger" disabled={closed} onClick={() => open('suspend')}>
          {words.action('suspend')}
        </Button>
        <Button variant="danger" disabled={closed} onClick={() => open('ban')}>
          {words.action('ban')}
        </Button>
      </Actions>
    </Card>
  );
}

/** One column on a phone; from 900 px the person and the actions at the start (left in English), the reports after. */
const Columns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: 900px) {
    grid-template-columns: minmax(300px, 380px) 1fr;
    align-items: start;
  }
`;
const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  @media (min-width: 900px) {
    position: sticky;
    top: 68px;
  }
`;
const Main = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;
const Person = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  > div {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
  }
`;
const Muted = styled.span`
  color: ${theme.color.muted};
`;
const Photos = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 5;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.tint};
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
`;
const SectionTitle = styled.h2`
  margin-bottom: ${theme.space.sm};
  font-family: ${theme.font.display};
  font-size: ${theme.size.md};
  font-weight: 800;
`;
