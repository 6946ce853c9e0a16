// The catalogue of prompts a profile may answer (issue 46), read where a prompt's text is shown: cards, profile
// pages, likes, conversations. Kept apart from the editor so those screens load none of it.
import { useQuery } from '@tanstack/react-query';
import type { Prompt, PromptId } from '@wishlist/contract/client';
import { listPromptsOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** The catalogue of prompts (GET /api/prompts), the same for everyone: read once a session. */
export function usePromptCatalogue() {
  return useQuery({ ...listPromptsOptions(), staleTime: Number.POSITIVE_INFINITY });
}

/** The prompt's text in the catalogue ("A perfect Sunday"), or its id while the catalogue loads. */
export const promptText = (catalogue: Prompt[] | undefined, id: PromptId): string =>
  catalogue?.find((prompt) => prompt.id === id)?.text ?? id;
