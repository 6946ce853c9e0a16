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
import { formatWhen } from '../../../utils/format-when.ts';
import { ACTION_LABELS } from '../../../utils/labels.ts';
import { refusalText } from '../../../utils/refusal.ts';
import { useModerationCase } from '../api/get-case.ts';
import { ReportCard } from './ReportCard.tsx';

/**
 * /moderation/reports/{profileId} — one reported person: who they are now (photos, bio, standing) with the actions,
 * every report with the evidence it froze, and what moderators did before. On a desktop the person and the actions
 * stay on the left while the reports scroll on the right.
 */
export function CaseScreen({ profileId }: { profileId: string }) {
  const moderationCase = useModerationCase(profileId);
  return (
    <ConsoleLayout title={moderationCase.data?.name ?? 'Report'} backTo="/moderation">
      <QueryState
        query={moderationCase}
        loadingText="Loading the reports..."
        errorTitle="We couldn't load this case"
        errorMessage={refusalText}
        errorAction={
          <ButtonLink to="/moderation" variant="secondary">
            Back to the reports
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
          toast(
            'request' in answer
              ? {
                  title: 'Waiting for a second admin',
                  description: 'Another admin must confirm an action on an admin.',
                }
              : { title: `${ACTION_LABELS[request.action]}: done`, description: 'It is in the audit log.' },
          );
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
  // A deleted account leaves only its reports to dismiss.
  const closed = data.standing === 'banned' || data.standing === 'deleted';
  return (
    <Columns>
      <Side>
        <PersonNow data={data} closed={closed} open={open} />
        <CaseActions data={data} closed={closed} open={open} admin={admin} />
        <section aria-label="Actions taken">
          <SectionTitle>Actions taken</SectionTitle>
          {data.actions.length === 0 ? (
            <Text $size="sm" $tone="muted">
              None yet.
            </Text>
          ) : (
            <AuditList entries={data.actions} whom={false} />
          )}
        </section>
      </Side>
      <Main aria-label="Reports">
        <SectionTitle>
          {data.reports.length} {data.reports.length === 1 ? 'report' : 'reports'}, newest first
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
          takeAction.isError ? (refusalText(takeAction.error) ?? 'That did not go through. Try again.') : undefined
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
  return (
    <Card aria-label="The person now">
      <Person>
        <Avatar name={data.name} src={data.photoURL} size={64} />
        <div>
          <CardTitle>{data.name}</CardTitle>
          <StandingBadge standing={data.standing} />
          {data.suspendedUntil && (
            <Text $size="sm" $tone="muted">
              until {formatWhen(data.suspendedUntil)}
            </Text>
          )}
        </div>
      </Person>
      <Text $size="sm" $leading={1.45}>
        {data.bio ?? <Muted>No bio.</Muted>}
      </Text>
      {data.photos.length > 0 && (
        <Photos aria-label="Their photos now">
          {data.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`Photo ${String(index + 1)} of ${data.name}`} />
              <Button size="sm" variant="ghost" disabled={closed} onClick={() => open('remove-photo', url)}>
                Remove
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
  return (
    <Card aria-label="Actions">
      <CardTitle>Actions</CardTitle>
      {admin && restricted && (
        <Button variant="primary" onClick={() => open('lift')}>
          {data.standing === 'banned' ? 'Lift the ban' : 'Lift the suspension'}
        </Button>
      )}
      <Actions>
        <Button variant="secondary" onClick={() => open('dismiss')}>
          Dismiss
        </Button>
        {/* A hold reports made ends by itself after a few hours unless confirmed. */}
        {data.standing === 'held' && (
          <Button variant="secondary" onClick={() => open('confirm-hold')}>
            Confirm hold
          </Button>
        )}
        <Button variant="secondary" disabled={closed} onClick={() => open('warn')}>
          Warn
        </Button>
        <Button variant="secondary" disabled={closed || !data.bio} onClick={() => open('remove-bio')}>
          Remove bio
        </Button>
        <Button variant="secondary" disabled={closed} onClick={() => open('correct-birth-date')}>
          Correct birth date
        </Button>
        <Button variant="danger" disabled={closed} onClick={() => open('suspend')}>
          Suspend
        </Button>
        <Button variant="danger" disabled={closed} onClick={() => open('ban')}>
          Ban
        </Button>
      </Actions>
    </Card>
  );
}

/** One column on a phone; from 900 px the person and the actions on the left, the reports on the right. */
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
