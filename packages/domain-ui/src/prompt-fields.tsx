import type { Intention, OwnProfile, Prompt, PromptAnswer, PromptId } from '@wishlist/contract/client';
import { Button, FormStack, PlusIcon, Select, TextArea, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { INTENTIONS, intentionMessage } from './intentions.ts';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { useSavePreference } from './preference-fields.tsx';
import { usePromptCatalogue } from '@wishlist/shared-data/prompt-catalogue';
import { PROMPT_ANSWER_MAX, promptFeedback } from './prompt-feedback.ts';
import { useText } from './i18n.ts';

// The own prompts and intention (issue 46), edited on the own profile page and offered in Discover's onboarding.

/** The most prompts a profile answers. */
export const MAX_PROMPTS = 3;

/** One slot of the editor: a prompt not chosen yet is an empty string. */
type Draft = { promptId: PromptId | ''; answer: string };

const blankDraft: Draft = { promptId: '', answer: '' };

/** The answers to save: the slots with a prompt and a non-blank answer, trimmed. */
const answersOf = (drafts: Draft[]): PromptAnswer[] =>
  drafts.flatMap(({ promptId, answer }) => (promptId && answer.trim() ? [{ promptId, answer: answer.trim() }] : []));

interface PromptsEditorProps {
  prompts: PromptAnswer[];
  /** Called once the answers are saved. */
  onSaved?: () => void;
  saveLabel?: string;
}

/**
 * Up to 3 prompts of the catalogue, each answered in at most 150 characters, with gentle feedback while typing
 * (too short, a stock phrase, emoji only) that never stops a save. Saved together (PATCH /api/profile `prompts`).
 */
export function PromptsEditor({ prompts, onSaved, saveLabel }: PromptsEditorProps) {
  const { text } = useText();
  const catalogue = usePromptCatalogue().data?.prompts;
  const [drafts, setDrafts] = useState<Draft[]>(prompts.length > 0 ? prompts : [blankDraft]);
  const update = useUpdateOwnProfile();
  const [error, setError] = useState<string | undefined>();
  const change = (at: number, part: Partial<Draft>) =>
    setDrafts((current) => current.map((draft, index) => (index === at ? { ...draft, ...part } : draft)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { body: { prompts: answersOf(drafts) } },
      {
        onSuccess: () => onSaved?.(),
        onError: (failure) => setError(apiMessage(failure) ?? text('domain.prompts.saveFailed')),
      },
    );
  };
  return (
    <FormStack onSubmit={submit} aria-label={text('domain.prompts.label')}>
      {drafts.map((draft, at) => (
        <PromptSlot
          key={at}
          at={at}
          draft={draft}
          choices={(catalogue ?? []).filter(
            (prompt) => prompt.id === draft.promptId || !drafts.some((other) => other.promptId === prompt.id),
          )}
          onChange={(part) => change(at, part)}
          onRemove={drafts.length > 1 ? () => setDrafts(drafts.filter((_, index) => index !== at)) : undefined}
        />
      ))}
      {drafts.length < MAX_PROMPTS && (
        <Button variant="secondary" block onClick={() => setDrafts([...drafts, blankDraft])}>
          <PlusIcon size={18} />
          {text('domain.prompts.add')}
        </Button>
      )}
      {error && <Failure role="alert">{error}</Failure>}
      <Button type="submit" block size="lg" disabled={update.isPending}>
        {update.isPending ? text('domain.prompts.saving') : (saveLabel ?? text('domain.prompts.save'))}
      </Button>
    </FormStack>
  );
}

/** A no-break space: holds the feedback's line while there is none, so the form does not jump. */
const KEEP_LINE = '\u00a0';

interface PromptSlotProps {
  at: number;
  draft: Draft;
  choices: Prompt[];
  onChange: (part: Partial<Draft>) => void;
  onRemove?: () => void;
}

/** One prompt and its answer; under the answer, its length and the feedback, on a line kept for them. */
function PromptSlot({ at, draft, choices, onChange, onRemove }: PromptSlotProps) {
  const number = at + 1;
  const { text } = useText();
  const feedback = promptFeedback(draft.answer);
  return (
    <Slot>
      <Select
        label={text('domain.prompts.prompt', { number })}
        value={draft.promptId}
        onChange={(event) => onChange({ promptId: event.target.value as PromptId })}
      >
        <option value="">{text('domain.prompts.choose')}</option>
        {choices.map((prompt) => (
          <option key={prompt.id} value={prompt.id}>
            {prompt.text}
          </option>
        ))}
      </Select>
      <TextArea
        label={text('domain.prompts.answer', { number })}
        rows={2}
        maxLength={PROMPT_ANSWER_MAX}
        value={draft.answer}
        onChange={(event) => onChange({ answer: event.target.value })}
        hint={
          <Hint aria-live="polite">
            <span>{feedback ? text(`domain.prompts.feedback.${feedback}`) : KEEP_LINE}</span>
            <span>{text('domain.prompts.length', { length: [...draft.answer].length, max: PROMPT_ANSWER_MAX })}</span>
          </Hint>
        }
      />
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {text('domain.prompts.remove', { number })}
        </Button>
      )}
    </Slot>
  );
}

/** "Looking for", saved as soon as it is chosen ("Not said" removes it). */
export function IntentionSelect({ profile }: { profile: Pick<OwnProfile, 'intention'> }) {
  const { save, saving } = useSavePreference();
  const { text } = useText();
  return (
    <Select
      label={text('domain.prompts.lookingFor')}
      value={profile.intention ?? ''}
      disabled={saving}
      onChange={(event) =>
        save({ intention: (event.target.value || null) as Intention | null }, text('domain.prompts.intentionSaved'))
      }
    >
      <option value="">{text('domain.prompts.notSaid')}</option>
      {INTENTIONS.map((intention) => (
        <option key={intention} value={intention}>
          {text(intentionMessage(intention))}
        </option>
      ))}
    </Select>
  );
}

const Slot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;
const Hint = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-height: 2.8em;
  /* The count keeps its line whatever the length of the feedback beside it, in any language. */
  & > :last-child {
    flex: none;
  }
`;
const Failure = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
`;
