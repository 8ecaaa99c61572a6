import { watchLogins } from '../analytics/login-analytics.ts';
import { type AppSession, type AppSessionOptions, createAppSession } from './app-session.ts';

/**
 * The app's session as the shop starts it (main.tsx loads this module just after first paint): created
 * and started, with the login analytics event (doc 1 §4) watched for as long as the page lives.
 */
export function startAppSession(options: AppSessionOptions): AppSession {
  const session = createAppSession(options);
  watchLogins(session.actor);
  return session;
}
