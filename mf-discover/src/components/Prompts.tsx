import type { Profile, PromptAnswer } from '@wishlist/contract/client/types.gen.ts';
import { intentionMessage } from '@wishlist/domain-ui/intentions';
import { promptText, usePromptCatalogue } from '@wishlist/shared-data/prompt-catalogue';
import { CommentIcon, SparklesIcon, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../i18n.ts';
import type { Commenting } from './commenting.ts';
import { preloadCommentForm } from './CommentSheet.tsx';

// A person's answered prompts and intention (issue 46), on the Discover card and the profile page, each prompt with
// the small button that opens the comment sheet on it.

/** What the comment sheet needs to comment on one of a person's prompts. */
function useCommentOnPrompt(person: Pick<Profile, 'name'>) {
  const catalogue = usePromptCatalogue().data?.prompts;
  return ({ promptId, answer }: PromptAnswer): Commenting => ({
    name: person.name,
    target: { prompt: promptId },
    quote: { prompt: promptText(catalogue, promptId), answer },
  });
}

/** What the comment sheet needs to comment on one of a person's photos. */
export const commentOnPhoto = (person: Pick<Profile, 'name'>, photo: string): Commenting => ({
  name: person.name,
  target: { photo },
  quote: null,
});

interface PromptCardProps {
  person: Pick<Profile, 'name'>;
  answer: PromptAnswer;
  /** Opens the comment sheet on this prompt; without it, no comment button. */
  onComment?: (commenting: Commenting) => void;
  /** On a photo (the Discover card): light text on the shade. */
  onPhoto?: boolean;
}

/** One answered prompt: its text, the answer, and the comment button. */
export function PromptCard({ person, answer, onComment, onPhoto = false }: PromptCardProps) {
  const catalogue = usePromptCatalogue().data?.prompts;
  const commentOn = useCommentOnPrompt(person);
  const intl = useIntl();
  const text = promptText(catalogue, answer.promptId);
  return (
    <Box data-on-photo={onPhoto ? '' : undefined}>
      <Words>
        <PromptText>{text}</PromptText>
        <Answer data-on-photo={onPhoto ? '' : undefined} dir="auto">
          {answer.answer}
        </Answer>
      </Words>
      {onComment && (
        <CommentButton
          type="button"
          aria-label={intl.formatMessage({ id: 'common.comment.onPrompt' }, { prompt: text })}
          // A press here is not the start of a swipe; the sheet's form starts loading.
          onPointerDown={(event) => {
            event.stopPropagation();
            preloadCommentForm();
          }}
          onClick={() => onComment(commentOn(answer))}
        >
          <CommentIcon size={18} />
        </CommentButton>
      )}
    </Box>
  );
}

/** "Looking for: Long-term partner". */
export function IntentionLine({ intention }: Pick<Profile, 'intention'>) {
  const intl = useIntl();
  if (!intention) return null;
  return (
    <Intention>
      <SparklesIcon size={16} />
      <FormattedMessage
        id="common.lookingFor"
        values={{ intention: intl.formatMessage({ id: intentionMessage(intention) }) }}
      />
    </Intention>
  );
}

const Box = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  padding-block: 10px;
  padding-inline: 12px 6px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.tint};
  &[data-on-photo] {
    background: rgba(255, 255, 255, 0.14);
  }
`;
const Words = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;
const PromptText = styled.p`
  font-size: ${theme.size.xs};
  font-weight: 700;
  opacity: 0.8;
`;
// On the card, two lines at most (the profile page has it whole).
const Answer = styled.p`
  font-size: ${theme.size.sm};
  font-weight: 600;
  line-height: 1.35;
  &[data-on-photo] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;
// 44 px: a finger's target, above the card's stretched link.
const CommentButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.surface};
  color: ${theme.color.primary};
  box-shadow: ${theme.shadow.card};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
const Intention = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${theme.size.sm};
  font-weight: 700;
  svg {
    flex: none;
  }
`;

/** The comment button over a photo (the card's, the profile page's). */
export function PhotoCommentButton({ name, onClick }: { name: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <CommentButton
      type="button"
      aria-label={intl.formatMessage({ id: 'common.comment.onPhoto' }, { name })}
      onPointerDown={(event) => {
        event.stopPropagation();
        preloadCommentForm();
      }}
      onClick={onClick}
    >
      <CommentIcon size={18} />
    </CommentButton>
  );
}
