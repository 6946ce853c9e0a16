import { Button, theme } from '@wishlist/ui';
import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

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

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Message role="alert">
        <Title>This page didn't load</Title>
        <Text>We couldn't reach this part of Wishlist. Check your connection and try again.</Text>
        <Button type="button" onClick={this.retry}>
          Retry
        </Button>
      </Message>
    );
  }
}

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  margin: auto 0;
  padding: 48px 28px;
  text-align: center;
`;

const Title = styled.h1`
  font-family: ${theme.font.display};
  font-size: 22px;
  font-weight: 800;
`;

const Text = styled.p`
  margin-bottom: 8px;
  color: ${theme.color.muted};
  line-height: 22px;
`;
