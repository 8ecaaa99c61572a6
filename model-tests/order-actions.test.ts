import { describe } from 'vitest';
import { orderActionsModel } from './order-actions.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('order actions machine, walked', () => {
  testMachineModel(orderActionsModel);
});
