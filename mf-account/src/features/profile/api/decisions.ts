import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  appealStatementMutation,
  listMyReportsOptions,
  listStatementsOptions,
  listStatementsQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/statements: the decisions that restricted the user, each with its statement of reasons and appeal. */
export function useStatements() {
  return useQuery(listStatementsOptions());
}

/** POST /api/statements/{statementId}/appeal: the statements are read again, so the appeal shows as pending. */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...appealStatementMutation(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listStatementsQueryKey() }),
  });
}

/** GET /api/reports/mine: the user's reports, each with where it stands. */
export function useMyReports() {
  return useQuery(listMyReportsOptions());
}
