import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  acknowledgeWarningMutation,
  listWarningsOptions,
  listWarningsQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/**
 * GET /api/warnings: the moderators' warnings the user has not acknowledged yet, oldest first. Asked once the page
 * runs in the browser: the edge's render of a signed-in page (src/app/prerender.tsx) neither waits for it nor fails
 * with it, and hydration matches that render.
 */
export function useWarnings() {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return useQuery({ ...listWarningsOptions(), enabled: inBrowser });
}

/** POST /api/warnings/{id}/acknowledge: read, never shown again; the list is read again for the next one. */
export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation({
    ...acknowledgeWarningMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listWarningsQueryKey() }),
  });
}
