import type { ReportReason } from '@wishlist/contract/client/types.gen.ts';
import { Button, Dialog, FormStack, TextArea, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../i18n.ts';

/** The reasons of the contract, each with its words in the catalogue. */
const REPORT_REASONS = [
  { value: 'fake-profile', label: 'common.report.reason.fakeProfile' },
  { value: 'inappropriate-photos', label: 'common.report.reason.inappropriatePhotos' },
  { value: 'harassment', label: 'common.report.reason.harassment' },
  { value: 'spam', label: 'common.report.reason.spam' },
  { value: 'under-18', label: 'common.report.reason.under18' },
  { value: 'other', label: 'common.report.reason.other' },
] as const satisfies readonly { value: ReportReason; label: string }[];

export const NOTE_MAX = 500;

export interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Who is reported (first name). */
  name: string;
  pending: boolean;
  onSend: (report: { reason: ReportReason; note?: string }) => void;
}

/** Report: one reason (required), an optional note, then Send. The person is blocked as well, which it says. */
export function ReportDialog({ open, onOpenChange, name, pending, onSend }: ReportDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'common.menu.report' }, { name })}
      description={intl.formatMessage({ id: 'common.report.description' }, { name })}
    >
      {/* Mounted per opening, so each report starts empty. */}
      <ReportForm pending={pending} onSend={onSend} />
    </Dialog>
  );
}

function ReportForm({ pending, onSend }: Pick<ReportDialogProps, 'pending' | 'onSend'>) {
  const intl = useIntl();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) onSend({ reason, ...(note.trim() && { note: note.trim() }) });
  };
  return (
    <FormStack onSubmit={submit} aria-label={intl.formatMessage({ id: 'common.report' })}>
      <Fieldset>
        <Legend>
          <FormattedMessage id="common.report.question" />
        </Legend>
        {REPORT_REASONS.map((choice) => (
          <Choice key={choice.value} $chosen={reason === choice.value}>
            <input
              type="radio"
              name="reason"
              value={choice.value}
              checked={reason === choice.value}
              onChange={() => setReason(choice.value)}
            />
            <FormattedMessage id={choice.label} />
          </Choice>
        ))}
      </Fieldset>
      <TextArea
        label={intl.formatMessage({ id: 'common.report.note' })}
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
        hint={intl.formatMessage({ id: 'common.report.noteLength' }, { length: note.length, max: NOTE_MAX })}
      />
      <Button type="submit" variant="danger" size="lg" block disabled={!reason || pending}>
        <FormattedMessage id={pending ? 'common.report.sending' : 'common.report.send'} />
      </Button>
    </FormStack>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  border: 0;
`;
const Legend = styled.legend`
  margin-block-end: 6px;
  font-weight: 800;
`;
/** A whole row is the target: at least 48 px tall, the radio at its start. */
const Choice = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 14px;
  border: 2px solid ${({ $chosen }) => ($chosen ? theme.color.primary : theme.color.border)};
  border-radius: ${theme.radius.md};
  background: ${({ $chosen }) => ($chosen ? theme.color.tint : theme.color.surface)};
  font-weight: 700;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.color.primary};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.focus};
  }
`;
