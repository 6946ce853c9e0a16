// How every page starts, the shell's and each remote's standalone page: the API client set up, then the app
// rendered into index.html's #root; and the providers both kinds of page put around their router.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { GlobalStyle, prepareAnnouncements, Toaster } from '@wishlist/ui';
import { type ComponentType, type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApiClient } from './api-client.ts';
import { PageHydration } from './hydrate-later.tsx';
import { adoptPageLocale } from './locale.ts';
import { readAgainOnReconnect } from './query-client.ts';

/**
 * Configures the API client and renders App into #root (the page's main.tsx calls this once). A page whose screen is
 * rendered already (#root[data-prerendered]: the shell's public screens, prerendered at build time, and its signed-in
 * ones, rendered by the edge for their visitor) is hydrated instead: its markup stays on screen, and so does what a
 * person typed into it before the app started. Once hydrated, every part HydrateLater defers too, the root loses the
 * attribute (PageHydration). The page's language is decided first (adoptPageLocale).
 */
export function startApp(App: ComponentType) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const rendered = container.hasAttribute('data-prerendered');
  // Before any app renders (and the API client loads its error words): each reads the page's locale from <html lang>.
  adoptPageLocale(rendered);
  configureApiClient();
  // Outside #root, so the page's markup and the hydrated app stay the same.
  prepareAnnouncements();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (rendered) {
    // In a transition: React hydrates the page around the parts in slices too, instead of in one task.
    startTransition(() => {
      hydrateRoot(container, <PageHydration>{app}</PageHydration>);
    });
  } else {
    createRoot(container).render(app);
  }
}

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Where the page's routes live: '/mf/billing' for a remote's standalone page, the root by default. */
  basename?: string;
  /** The page's routes. */
  children: ReactNode;
}

/**
 * The page's query cache (whose reads lost with the network are asked again once it is back), global styles, router
 * and toasts (said in the live regions `startApp` made).
 */
export function AppProviders({ queryClient, basename, children }: AppProvidersProps) {
  useEffect(() => readAgainOnReconnect(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <GlobalStyle />
      <BrowserRouter basename={basename}>{children}</BrowserRouter>
      <Toaster />
    </QueryClientProvider>
  );
}
