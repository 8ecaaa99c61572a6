import type { InspectionEvent } from 'xstate';

type Inspect = (event: InspectionEvent) => void;

/**
 * Opens the Stately inspector and forwards to it. The inspector's code loads on demand, so events that
 * arrive before it is ready (the actors' first snapshots) are kept and replayed.
 */
function browserInspector(): Inspect {
  const early: InspectionEvent[] = [];
  let forward: Inspect | undefined;
  import('@statelyai/inspect')
    .then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of early.splice(0)) forward(event);
    })
    .catch((error: unknown) => {
      forward = () => {};
      early.length = 0;
      console.warn('The Stately inspector could not be loaded', error);
    });
  return (event) => {
    if (forward) forward(event);
    else early.push(event);
  };
}

/**
 * The inspection callback for `createActor`/`useActorRef`: in a development build, `?inspect` in the address
 * opens the Stately inspector on every machine of the page. Undefined otherwise; production builds leave
 * the inspector out entirely.
 */
export const inspect: Inspect | undefined =
  import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')
    ? browserInspector()
    : undefined;
