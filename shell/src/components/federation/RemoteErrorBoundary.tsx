import { Button, EmptyState, HeartOutlineIcon } from '@wishlist/ui';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../i18n.ts';

interface Props {
  children: ReactNode;
  /** Called when the user asks to try again; the boundary then renders its children afresh. */
  onRetry: () => void;
}

interface State {
  failed: boolean;
}

/** Catches a remote that fails to load (or to render) and offers a Retry instead of a blank screen. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    // Kept in the console for whoever debugs a deployment; the visitor sees the message below.
    console.warn('A federated screen failed to load:', error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteUnavailable onRetry={this.retry} />;
  }
}

/** The friendly state of a screen whose remote could not be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Screen>
      <Alert role="alert">
        <EmptyState
          headingLevel={1}
          icon={<HeartOutlineIcon size={32} />}
          title={intl.formatMessage({ id: 'federation.unavailable.title' })}
          text={intl.formatMessage({ id: 'federation.unavailable.text' })}
          action={
            <Button onClick={onRetry}>
              <FormattedMessage id="federation.unavailable.retry" />
            </Button>
          }
        />
      </Alert>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
`;
const Alert = styled.div`
  display: flex;
  flex: 1;
`;
