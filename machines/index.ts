import type { AnyStateMachine } from 'xstate';
import { appBannerMachine } from './app-banner.machine.ts';

export interface RegisteredMachine {
  machine: AnyStateMachine;
  /** The flow's name as a product owner says it. */
  title: string;
  /** Where the specification describes the flow. */
  spec: string;
}

/**
 * Every flow of the storefront, by id (kebab-case, the machine's file name without `.machine.ts`).
 * `npm run flows` draws each one into `docs/flows/<id>.md` and `docs/flows/<id>.json`, and each one has a
 * model test in `model-tests/<id>.test.ts`.
 */
export const machines = {
  'app-banner': {
    machine: appBannerMachine,
    title: 'Mobile-app install banner',
    spec: 'doc 1 §2.3, §9; doc 3 §7',
  },
} as const satisfies Record<string, RegisteredMachine>;

export type MachineId = keyof typeof machines;
