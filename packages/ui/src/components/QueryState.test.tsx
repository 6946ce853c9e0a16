// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QuerySource } from './QueryState.tsx';

afterEach(cleanup);

const idle = { isFetching: false, refetch: () => undefined };

function renderNames(query: QuerySource<string[], Error>, errorMessage?: (error: Error) => string | undefined) {
  return render(
    <QueryState
      query={query}
      loadingText="Loading your matches..."
      errorTitle="We couldn't load your matches"
      errorMessage={errorMessage}
      empty={{ when: (names) => names.length === 0, title: 'No matches yet' }}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loading text while the first answer is on its way', () => {
    renderNames({ ...idle, status: 'pending' });
    expect(screen.getByRole('status').textContent).toBe('Loading your matches...');
  });

  it('shows the failure with the connection hint, and Try Again refetches', async () => {
    const refetch = vi.fn();
    renderNames({ status: 'error', error: new Error('Failed to fetch'), isFetching: false, refetch });
    expect(screen.getByRole('heading', { name: "We couldn't load your matches" })).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the error's own message when the screen finds one, and waits while it retries", () => {
    renderNames(
      { status: 'error', error: new Error('Matching is down'), isFetching: true, refetch: () => undefined },
      (error) => error.message,
    );
    expect(screen.getByText('Matching is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retrying...' })).toHaveProperty('disabled', true);
  });

  it('offers another way on beside Try Again', () => {
    render(
      <QueryState
        query={{ ...idle, status: 'error', error: new Error('down') }}
        loadingText="Loading profile..."
        errorTitle="We couldn't load this profile"
        errorAction={<a href="/app">Go Back</a>}
      >
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' })).toBeTruthy();
  });

  it('shows the empty state when the data holds nothing', () => {
    renderNames({ ...idle, status: 'success', data: [] });
    expect(screen.getByText('No matches yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the data through its children', () => {
    renderNames({ ...idle, status: 'success', data: ['Maya', 'Leo'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Maya', 'Leo']);
    expect(screen.queryByText('No matches yet')).toBeNull();
  });
});
