import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';
import { burgerMenuMachine } from '../machines/burger-menu.machine.ts';
import { burgerMenuModel } from './burger-menu.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('burger menu machine, walked (the shop runs EoS_mobileBurgerMenuLoadingState on)', () => {
  testMachineModel(burgerMenuModel);
});

describe('burger menu machine, loading-state experiment off', () => {
  test('opens straight to its top, without a loading state, while the taxonomy arrives', () => {
    const actor = createActor(burgerMenuMachine, { input: { loadingState: false } }).start();
    actor.send({ type: 'OPEN', width: 390, menuReady: false });
    expect(actor.getSnapshot().value).toEqual({ shown: 'open' });
    expect(actor.getSnapshot().context.level).toBe(0);
    actor.stop();
  });
});
