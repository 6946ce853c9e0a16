import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { Button } from './Button.tsx';
import { EmptyState, type EmptyStateProps, LoadingState } from './States.tsx';
import { useText } from '../i18n.ts';

/**
 * What QueryState reads of a TanStack Query result (`useQuery`, `useInfiniteQuery`); a hook may also hand over
 * its own object of this shape, for example with a `refetch` that retries the page that failed.
 */
export type QuerySource<TData, TError> = {
  isFetching: boolean;
  refetch: () => unknown;
} & ({ status: 'pending' } | { status: 'error'; error: TError } | { status: 'success'; data: TData });

export interface QueryStateProps<TData, TError> {
  query: QuerySource<TData, TError>;
  /** What the spinner says until the first answer ('Loading your matches...'). */
  loadingText: string;
  /** The heading of a failure ("We couldn't load your matches"). */
  errorTitle: string;
  /** The text under it: a message the error carries that is fit to show (else the hint to check the connection). */
  errorMessage?: (error: TError) => string | undefined;
  /** Another way on beside Try Again ('Go Back'). */
  errorAction?: ReactNode;
  /** When the answer holds nothing to show (`when`): the empty state to show instead. */
  empty?: { when: (data: TData) => boolean } & EmptyStateProps;
  children: (data: TData) => ReactNode;
}

/** A query's loading, failure (with Try Again) and empty states, else its data as the children render it. */
export function QueryState<TData, TError>(props: QueryStateProps<TData, TError>) {
  const { query, loadingText, errorTitle, errorMessage, errorAction, empty, children } = props;
  const { text } = useText();
  switch (query.status) {
    case 'pending':
      return <LoadingState text={loadingText} />;
    case 'error':
      return (
        <EmptyState
          title={errorTitle}
          text={errorMessage?.(query.error) ?? text('ui.query.connectionHint')}
          action={
            <Actions>
              <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
                {query.isFetching ? text('ui.query.retrying') : text('ui.query.tryAgain')}
              </Button>
              {errorAction}
            </Actions>
          }
        />
      );
    case 'success':
      return empty?.when(query.data) ? <EmptyState {...empty} /> : children(query.data);
  }
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;
