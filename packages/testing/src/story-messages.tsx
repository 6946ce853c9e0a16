// Stories in the language of Storybook's locale toolbar (storybook/.storybook/preview.tsx): an app's stories put its
// catalogue around each story, as its exposed screens do in the app.
import type { Decorator } from '@storybook/react-vite';
import { type Catalogue, MessagesProvider } from '@wishlist/app-runtime/i18n';

/** The decorator of an app's stories: `decorators: [withMessages(billingCatalogue)]` in their meta. */
export function withMessages(catalogue: Catalogue<Record<string, string>>): Decorator {
  return (Story) => (
    <MessagesProvider catalogue={catalogue}>
      <Story />
    </MessagesProvider>
  );
}
