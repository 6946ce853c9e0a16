import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './Button.tsx';
import { HeartIcon } from './icons.tsx';
import { QueryState, type QuerySource } from './QueryState.tsx';

/** The matches screen's list, as QueryState shows each state of its query. */
function Matches({ query }: { query: QuerySource<string[], Error> }) {
  return (
    <QueryState
      query={query}
      loadingText="Loading your matches..."
      errorTitle="We couldn't load your matches"
      errorMessage={(error) => error.message || undefined}
      empty={{
        when: (names) => names.length === 0,
        icon: <HeartIcon size={32} />,
        title: 'No matches yet',
        action: <ButtonLink to="/app">Start Discovering</ButtonLink>,
      }}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const idle = { isFetching: false, refetch: () => undefined };

const meta = {
  title: 'Design system/QueryState',
  component: Matches,
  args: { query: { ...idle, status: 'success', data: ['Maya', 'Leo', 'Sofia'] } },
} satisfies Meta<typeof Matches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { query: { ...idle, status: 'pending' } } };
export const Failed: Story = { args: { query: { ...idle, status: 'error', error: new Error('') } } };
export const FailedWithMessage: Story = {
  args: { query: { ...idle, status: 'error', error: new Error('Matching is down for a minute.') } },
};
export const Retrying: Story = {
  args: { query: { isFetching: true, refetch: () => undefined, status: 'error', error: new Error('') } },
};
export const Empty: Story = { args: { query: { ...idle, status: 'success', data: [] } } };
