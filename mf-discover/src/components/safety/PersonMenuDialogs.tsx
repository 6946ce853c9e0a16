import { isApiError } from '@wishlist/app-runtime/api-client';
import { BlockIcon, ConfirmDialog, Dialog, FlagIcon, ListStack, UnmatchIcon, theme, toast } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useBlockProfile } from '../../api/block-profile.ts';
import { useReportProfile } from '../../api/report-profile.ts';
import { useUnmatch } from '../../api/unmatch.ts';
import { useIntl } from '../../i18n.ts';
import { ReportDialog } from './ReportDialog.tsx';

export type Step = 'closed' | 'menu' | 'block' | 'report' | 'unmatch';

interface PersonMenuDialogsProps {
  userId: string;
  person: { id: string; name: string };
  /** The first name, as the dialogs say it. */
  name: string;
  matched: boolean;
  onGone: () => void;
  step: Step;
  onStep: (step: Step) => void;
}

/**
 * How a step's request ends: done, the dialog closes with `done` said and the person is gone; a person who is gone
 * already (404: they blocked the user meanwhile, or left) counts as done, silently.
 */
function settles(setStep: (step: Step) => void, onGone: () => void, failed: { title: string; description: string }) {
  return (done: string) => ({
    onSuccess: () => {
      setStep('closed');
      toast({ title: done });
      onGone();
    },
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 404) {
        setStep('closed');
        onGone();
      } else toast({ ...failed, variant: 'destructive' });
    },
  });
}

/** The dialogs of the ⋯ menu (PersonMenu.tsx) at `step`: the menu, then block, report or unmatch. */
export function PersonMenuDialogs({
  userId,
  person,
  name,
  matched,
  onGone,
  step,
  onStep: setStep,
}: PersonMenuDialogsProps) {
  const report = useReportProfile(userId);
  const intl = useIntl();
  const settle = settles(setStep, onGone, {
    title: intl.formatMessage({ id: 'common.somethingWrong.title' }),
    description: intl.formatMessage({ id: 'common.tryAgain' }),
  });
  const close = (open: boolean) => !open && setStep('closed');
  return (
    <>
      <MenuDialog
        title={person.name}
        name={name}
        matched={matched}
        open={step === 'menu'}
        onOpenChange={close}
        onStep={setStep}
      />
      <BlockDialog
        userId={userId}
        person={person}
        name={name}
        open={step === 'block'}
        onOpenChange={close}
        settle={settle}
      />
      <ReportDialog
        open={step === 'report'}
        onOpenChange={close}
        name={name}
        pending={report.isPending}
        onSend={(chosen) =>
          report.mutate(
            { body: { profileId: person.id, ...chosen } },
            settle(intl.formatMessage({ id: 'common.report.done' })),
          )
        }
      />
      <UnmatchDialog
        userId={userId}
        person={person}
        name={name}
        open={step === 'unmatch'}
        onOpenChange={close}
        settle={settle}
      />
    </>
  );
}

interface MenuDialogProps {
  /** The person's whole name. */
  title: string;
  name: string;
  matched: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStep: (step: Step) => void;
}

/** The ⋯ menu itself: Unmatch (on a match), Block and Report, each leading to its own dialog. */
function MenuDialog({ title, name, matched, open, onOpenChange, onStep }: MenuDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <ListStack $gap="sm">
        {matched && (
          <Action
            icon={<UnmatchIcon size={22} />}
            text={intl.formatMessage({ id: 'common.unmatch' })}
            onClick={() => onStep('unmatch')}
          />
        )}
        <Action
          icon={<BlockIcon size={22} />}
          text={intl.formatMessage({ id: 'common.menu.block' }, { name })}
          onClick={() => onStep('block')}
        />
        <Action
          icon={<FlagIcon size={22} />}
          text={intl.formatMessage({ id: 'common.menu.report' }, { name })}
          onClick={() => onStep('report')}
        />
      </ListStack>
    </Dialog>
  );
}

/** What the block and unmatch dialogs take. */
interface OneStepDialogProps extends Pick<PersonMenuDialogsProps, 'userId' | 'person' | 'name'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settle: ReturnType<typeof settles>;
}

function BlockDialog({ userId, person, name, open, onOpenChange, settle }: OneStepDialogProps) {
  const block = useBlockProfile(userId);
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'common.block.title' }, { name })}
      text={intl.formatMessage({ id: 'common.block.text' }, { name })}
      confirm={intl.formatMessage({ id: 'common.block' })}
      pending={block.isPending}
      onConfirm={() =>
        block.mutate(
          { body: { profileId: person.id } },
          settle(intl.formatMessage({ id: 'common.block.done' }, { name })),
        )
      }
    />
  );
}

function UnmatchDialog({ userId, person, name, open, onOpenChange, settle }: OneStepDialogProps) {
  const unmatch = useUnmatch(userId);
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'common.unmatch.title' }, { name })}
      // Final both ways (spec §1): nothing of the two comes back, and the history stays closed.
      text={intl.formatMessage({ id: 'common.unmatch.text' }, { name })}
      confirm={intl.formatMessage({ id: 'common.unmatch' })}
      pending={unmatch.isPending}
      onConfirm={() =>
        unmatch.mutate(
          { path: { userId, profileId: person.id } },
          settle(intl.formatMessage({ id: 'common.unmatch.done' }, { name })),
        )
      }
    />
  );
}

function Action({ icon, text, onClick }: { icon: ReactNode; text: string; onClick: () => void }) {
  return (
    <li>
      <ActionButton type="button" onClick={onClick}>
        {icon}
        {text}
      </ActionButton>
    </li>
  );
}

/** A whole-width row, 56 px tall: easy to hit with a thumb. */
const ActionButton = styled.button`
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 56px;
  padding: 0 18px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  color: ${theme.color.danger};
  font: inherit;
  font-weight: 800;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
`;
