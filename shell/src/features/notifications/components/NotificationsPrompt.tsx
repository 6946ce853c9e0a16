import { Button, Card, CardTitle, theme } from '@wishlist/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from '../../../i18n.ts';

interface NotificationsPromptProps {
  onTurnOn: () => void;
  onNotNow: () => void;
}

/**
 * The app's own question before the browser's (which a browser shows only once): why, then Turn on or Not now.
 * It sits above the bottom navigation and never covers the header.
 */
export function NotificationsPrompt({ onTurnOn, onNotNow }: NotificationsPromptProps) {
  const titleId = useId();
  return (
    <Placed role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <Card>
        <CardTitle id={titleId}>
          <FormattedMessage id="notifications.prompt.title" />
        </CardTitle>
        <Text>
          <FormattedMessage id="notifications.prompt.text" />
        </Text>
        <Buttons>
          <Button variant="ghost" onClick={onNotNow}>
            <FormattedMessage id="notifications.prompt.notNow" />
          </Button>
          <Button onClick={onTurnOn}>
            <FormattedMessage id="notifications.prompt.turnOn" />
          </Button>
        </Buttons>
      </Card>
    </Placed>
  );
}

const Placed = styled.div`
  position: fixed;
  z-index: 40;
  left: 50%;
  bottom: calc(${theme.layout.bottomNavHeight} + ${theme.space.sm} + env(safe-area-inset-bottom, 0px));
  transform: translateX(-50%);
  width: min(${theme.layout.columnWidth}, 100%);
  padding: 0 ${theme.space.sm};
`;

const Text = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.45;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;
