import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.component';
import { createContainer } from './di/container';
import { createQueryClient } from './queries/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
createRoot(root).render(
  <StrictMode>
    <App container={createContainer()} queryClient={createQueryClient()} />
  </StrictMode>,
);
