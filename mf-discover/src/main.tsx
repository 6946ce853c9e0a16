import { configureApiClient } from '@wishlist/mf-shared/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './app/StandaloneApp.tsx';

configureApiClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
);
