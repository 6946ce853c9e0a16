import type { LikeComment } from '@wishlist/contract/client/types.gen.ts';
import { Button, FormStack, HeartIcon, StarIcon, Text, TextArea, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../i18n.ts';
import { COMMENT_MAX, type Commenting } from './commenting.ts';

interface CommentFormProps {
  commenting: Commenting;
  onSend: (comment: LikeComment, superLike: boolean) => void;
  superLikes: boolean;
}

/** The comment sheet's content: what it answers, the comment, Send like (and Super like with a plan that has them). */
export function CommentForm({ commenting, onSend, superLikes }: CommentFormProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const send = (superLike: boolean) => onSend({ text: text.trim(), on: commenting.target }, superLike);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) send(false);
  };
  return (
    <FormStack onSubmit={submit} aria-label={intl.formatMessage({ id: 'common.comment.form' })}>
      <CommentedOn commenting={commenting} />
      <TextArea
        label={intl.formatMessage({ id: 'common.comment.label' })}
        rows={3}
        maxLength={COMMENT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={intl.formatMessage({ id: 'common.comment.hint' }, { length: [...text].length, max: COMMENT_MAX })}
      />
      <Buttons data-two={superLikes ? '' : undefined}>
        {superLikes && (
          <Button variant="secondary" disabled={blank} onClick={() => send(true)}>
            <StarIcon size={18} />
            <FormattedMessage id="common.superLike" />
          </Button>
        )}
        <Button type="submit" disabled={blank}>
          <HeartIcon size={18} />
          <FormattedMessage id="common.comment.send" />
        </Button>
      </Buttons>
    </FormStack>
  );
}

/** The prompt and answer, or the photo, the comment answers. */
function CommentedOn({ commenting: { target, quote, name } }: { commenting: Commenting }) {
  const intl = useIntl();
  if (quote)
    return (
      <Quote>
        <Text $size="xs" $weight={700} $tone="muted">
          {quote.prompt}
        </Text>
        <Text $size="sm" $leading={1.4} dir="auto">
          {quote.answer}
        </Text>
      </Quote>
    );
  return 'photo' in target ? (
    <Thumb src={target.photo} alt={intl.formatMessage({ id: 'common.comment.photo' }, { name })} />
  ) : null;
}

const Quote = styled.blockquote`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 10px 12px;
  border-inline-start: 4px solid ${theme.color.primary};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
`;
const Thumb = styled.img`
  width: 96px;
  height: 120px;
  border-radius: ${theme.radius.sm};
  object-fit: cover;
`;
const Buttons = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  &[data-two] {
    grid-template-columns: 1fr 1fr;
  }
`;
