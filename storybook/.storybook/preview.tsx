import type { Preview } from '@storybook/react-vite';
import { GlobalStyle } from '@wishlist/ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <>
        <GlobalStyle />
        <div style={{ maxWidth: 390, margin: '0 auto', padding: 16 }}>
          <Story />
        </div>
      </>
    ),
  ],
  parameters: { layout: 'fullscreen' },
};

export default preview;
