import { MessageSchema } from '@wishlist/contract/client/schemas.gen.ts';
import { IconButton, SendIcon, theme } from '@wishlist/ui';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../../i18n.ts';

/** The contract's limit of a message's text, after trimming (the server's too). */
const MAX_LENGTH = MessageSchema.properties.text.maxLength;
/** From here on the composer counts the characters. */
const COUNT_FROM = MAX_LENGTH - 200;

interface ComposerProps {
  /** The other person's first name, for the placeholder. */
  name: string;
  /** Messages left today (free plan), or null when unlimited. */
  left: number | null;
  onSend: (text: string) => void;
}

/**
 * Where the user writes: the text (Enter sends, Shift+Enter starts a new line) and Send; what is left of today's
 * messages on the free plan; the count of characters near the contract's limit.
 */
export function Composer({ name, left, onSend }: ComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const countId = useId();
  // Characters as the server and the contract count them (code points): an emoji is one, not two.
  const length = [...text.trim()].length;
  const tooLong = length > MAX_LENGTH;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (length === 0 || tooLong) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'conversation.composer' })}>
      {(left !== null || length >= COUNT_FROM) && (
        <Notes id={countId}>
          {left !== null && (
            <span>
              <FormattedMessage id="conversation.left" values={{ count: left }} />
            </span>
          )}
          {length >= COUNT_FROM && (
            <Count $over={tooLong}>
              <FormattedMessage id="conversation.length" values={{ length, max: MAX_LENGTH }} />
            </Count>
          )}
        </Notes>
      )}
      <Row>
        <Text
          aria-label={intl.formatMessage({ id: 'conversation.message' })}
          aria-describedby={countId}
          placeholder={intl.formatMessage({ id: 'conversation.placeholder' }, { name })}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <IconButton
          type="submit"
          label={intl.formatMessage({ id: 'conversation.send' })}
          variant="primary"
          size={44}
          icon={<SendIcon size={20} />}
          disabled={length === 0 || tooLong}
        />
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 8px ${theme.space.md} calc(8px + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
`;
const Notes = styled.p`
  display: flex;
  justify-content: space-between;
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;
const Count = styled.span<{ $over: boolean }>`
  margin-inline-start: auto;
  color: ${({ $over }) => ($over ? theme.color.danger : 'inherit')};
`;
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 8px;
`;
/** Grows with its text up to five lines. 16 px keeps iOS from zooming into it. */
const Text = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 132px;
  padding: 10px 14px;
  border: 2px solid ${theme.color.fieldBorder};
  border-radius: 22px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: 16px;
  line-height: 1.3;
  field-sizing: content;
  resize: none;
  &:focus {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
    border-color: ${theme.color.primary};
  }
`;
