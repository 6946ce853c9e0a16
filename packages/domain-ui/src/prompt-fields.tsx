import type { Intention, OwnProfile, Prompt, PromptAnswer, PromptId } from '@wishlist/contract/client';
import { Button, FormStack, PlusIcon, Select, TextArea, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { INTENTIONS } from './intentions.ts';
import { useUpdateOwnProfile } from '@wishlist/shared-data/own-profile';
import { useSavePreference } from './preference-fields.tsx';
import { usePromptCatalogue } from '@wishlist/shared-data/prompt-catalogue';
import { PROMPT_ANSWER_MAX, promptFeedback } from './prompt-feedback.ts';

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
export function PromptsEditor({ prompts, onSaved, saveLabel = 'Save prompts' }: PromptsEditorProps) {
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
      { onSuccess: () => onSaved?.(), onError: (failure) => setError(apiMessage(failure) ?? 'Could not save.') },
    );
  };
  return (
    <FormStack onSubmit={submit} aria-label="Your prompts">
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
          Add a prompt
        </Button>
      )}
      {error && <Failure role="alert">{error}</Failure>}
      <Button type="submit" block size="lg" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : saveLabel}
      </Button>
    </FormStack>
  );
}

interface PromptSlotProps {
  at: number;
  draft: Draft;
  choices: Prompt[];
  onChange: (part: Partial<Draft>) => void;
  onRemove?: () => void;
}

/** One prompt and its answer; under the answer, its length and the feedback, on a line kept for them. */
function PromptSlot({ at, draft, choices, onChange, onRemove }: PromptSlotProps) {
  const number = String(at + 1);
  const feedback = promptFeedback(draft.answer);
  return (
    <Slot>
      <Select
        label={`Prompt ${number}`}
        value={draft.promptId}
        onChange={(event) => onChange({ promptId: event.target.value as PromptId })}
      >
        <option value="">Choose a prompt...</option>
        {choices.map((prompt) => (
          <option key={prompt.id} value={prompt.id}>
            {prompt.text}
          </option>
        ))}
      </Select>
      <TextArea
        label={`Answer ${number}`}
        rows={2}
        maxLength={PROMPT_ANSWER_MAX}
        value={draft.answer}
        onChange={(event) => onChange({ answer: event.target.value })}
        hint={
          <Hint aria-live="polite">
            <span>{feedback?.text ?? '\u00a0'}</span>
            <span>
              {[...draft.answer].length}/{PROMPT_ANSWER_MAX}
            </span>
          </Hint>
        }
      />
      {onRemove && (
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Remove prompt {number}
        </Button>
      )}
    </Slot>
  );
}

/** "Looking for", saved as soon as it is chosen ("Not said" removes it). */
export function IntentionSelect({ profile }: { profile: Pick<OwnProfile, 'intention'> }) {
  const { save, saving } = useSavePreference();
  return (
    <Select
      label="Looking for"
      value={profile.intention ?? ''}
      disabled={saving}
      onChange={(event) =>
        save({ intention: (event.target.value || null) as Intention | null }, 'Saved: what you are looking for')
      }
    >
      <option value="">Not said</option>
      {INTENTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
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
`;
const Failure = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
`;
