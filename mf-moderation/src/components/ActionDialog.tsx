import type { ModerationAction, ModerationActionRequest } from '@wishlist/contract/client/types.gen.ts';
import { Button, Dialog, FormStack, Input, Stack, Text, TextArea, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl, useModerationWords } from '../i18n.ts';

export const REASON_MAX = 500;

/** The actions asked twice: they shut a person out. */
const CONFIRMED: ModerationAction[] = ['ban', 'suspend'];
/** Actions that take nothing from the person; every other one's reason is the facts of their statement of reasons. */
const TAKES_NOTHING: ModerationAction[] = ['dismiss', 'approve-photo'];

export interface ActionDialogProps {
  /** The action under way, or null when the dialog is closed. */
  action: ModerationAction | null;
  onClose: () => void;
  profileId: string;
  /** The person, by name. */
  name: string;
  /** The photo it is about (remove-photo, approve-photo). */
  photoURL?: string;
  pending: boolean;
  /** Why the last try was refused, fit to show. */
  refusal?: string | undefined;
  onSubmit: (request: ModerationActionRequest) => void;
}

/**
 * One action on a person: what it does, a reason (required: it goes into the audit log, and to the person for a
 * warning), the days of a suspension or a corrected birth date; a ban or a suspension is confirmed once more.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { action, onClose, name } = props;
  const intl = useIntl();
  const words = useModerationWords();
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      title={action ? intl.formatMessage({ id: 'moderation.action.on' }, { action: words.action(action), name }) : ''}
      description={action ? intl.formatMessage({ id: `moderation.effect.${action}` }) : undefined}
    >
      {/* Mounted per opening, so each action starts empty. */}
      {action && <ActionForm {...props} action={action} />}
    </Dialog>
  );
}

/** The form's fields, and the request they make once complete (a reason; valid days; a birth date). */
function useActionRequest({ action, profileId, photoURL }: Pick<ActionFormProps, 'action' | 'profileId' | 'photoURL'>) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [birthDate, setBirthDate] = useState('');
  const request: ModerationActionRequest = {
    profileId,
    action,
    reason: reason.trim(),
    ...(action === 'suspend' && { days: Number(days) }),
    ...(action === 'correct-birth-date' && { birthDate }),
    ...(photoURL && { photoURL }),
  };
  const complete =
    request.reason !== '' &&
    (action !== 'suspend' || (Number.isInteger(request.days) && Number(days) >= 1 && Number(days) <= 365)) &&
    (action !== 'correct-birth-date' || birthDate !== '');
  return { fields: { reason, setReason, days, setDays, birthDate, setBirthDate }, request, complete };
}

type ActionFormProps = ActionDialogProps & { action: ModerationAction };

function ActionForm({ action, profileId, name, photoURL, pending, refusal, onSubmit }: ActionFormProps) {
  const { fields, request, complete } = useActionRequest({ action, profileId, photoURL });
  const [confirming, setConfirming] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    if (CONFIRMED.includes(action) && !confirming) setConfirming(true);
    else onSubmit(request);
  };
  const intl = useIntl();
  const label = useModerationWords().action(action);
  const danger = CONFIRMED.includes(action) || action.startsWith('remove');
  return (
    <FormStack onSubmit={submit} aria-label={label}>
      {photoURL && <Photo src={photoURL} alt={intl.formatMessage({ id: 'moderation.dialog.photoAlt' }, { name })} />}
      {confirming ? (
        <Text $weight={700} $leading={1.45} role="status">
          <FormattedMessage
            id={action === 'ban' ? 'moderation.dialog.banQuestion' : 'moderation.dialog.suspendQuestion'}
            values={{ name: <bdi>{name}</bdi>, days: Number(fields.days), reason: <bdi>{request.reason}</bdi> }}
          />
        </Text>
      ) : (
        <ActionFields action={action} {...fields} />
      )}
      {refusal && (
        <Text role="alert" $tone="danger" $weight={700}>
          {refusal}
        </Text>
      )}
      <Stack $gap="sm">
        <Button type="submit" size="lg" block variant={danger ? 'danger' : 'primary'} disabled={!complete || pending}>
          {pending ? (
            <FormattedMessage id="moderation.saving" />
          ) : confirming ? (
            <FormattedMessage id="moderation.dialog.yes" values={{ action }} />
          ) : (
            label
          )}
        </Button>
        {confirming && (
          <Button variant="ghost" block onClick={() => setConfirming(false)}>
            <FormattedMessage id="moderation.dialog.goBack" />
          </Button>
        )}
      </Stack>
    </FormStack>
  );
}

type ActionFieldsProps = { action: ModerationAction } & ReturnType<typeof useActionRequest>['fields'];

/** The days of a suspension, a corrected birth date, and the reason. */
function ActionFields({ action, reason, setReason, days, setDays, birthDate, setBirthDate }: ActionFieldsProps) {
  const intl = useIntl();
  return (
    <>
      {action === 'suspend' && (
        <Input
          label={intl.formatMessage({ id: 'moderation.dialog.days' })}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          required
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      )}
      {action === 'correct-birth-date' && (
        <Input
          label={intl.formatMessage({ id: 'moderation.dialog.birthDate' })}
          type="date"
          required
          value={birthDate}
          onChange={(event) => setBirthDate(event.target.value)}
        />
      )}
      <TextArea
        label={intl.formatMessage({
          id: TAKES_NOTHING.includes(action) ? 'moderation.dialog.reasonForAudit' : 'moderation.reasonTheyRead',
        })}
        required
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={intl.formatMessage({ id: 'moderation.dialog.reasonLength' }, { length: reason.length, max: REASON_MAX })}
      />
    </>
  );
}

const Photo = styled.img`
  width: 100%;
  max-height: 240px;
  object-fit: contain;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
`;
