import '../ui/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { inspect } from './inspector.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.ts';
import { createAppSession } from './session/app-session.ts';
import { SessionModals } from './session/SessionModals.tsx';
import { SessionProvider } from './session/SessionProvider.tsx';

const queryClient = createQueryClient();
// Started before the first render, so the token service is asked while the page's own calls go out.
// The session navigates through the router, which is made next with the session in its context.
const session = createAppSession({ navigate: (path) => void router.navigate({ href: path }), inspect });
const router = createAppRouter(queryClient, session);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <SessionModals />
    </SessionProvider>
  </StrictMode>,
);
