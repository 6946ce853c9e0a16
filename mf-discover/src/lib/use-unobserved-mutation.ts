import { type MutationOptions, useQueryClient } from '@tanstack/react-query';

/**
 * Runs a mutation (its options, callbacks and the client's defaults, as `useMutation` would) without subscribing the
 * calling component to its state. For a write whose progress the screen does not draw: each change of a subscribed
 * mutation's state draws the component again, and on Discover that is the whole deck, right after the tap and before
 * its next frame (docs/architecture.md, "Interactions on a phone").
 */
export function useUnobservedMutation<TData, TError, TVariables>(options: MutationOptions<TData, TError, TVariables>) {
  const queryClient = useQueryClient();
  return (variables: TVariables): Promise<TData> =>
    queryClient.getMutationCache().build(queryClient, queryClient.defaultMutationOptions(options)).execute(variables);
}
