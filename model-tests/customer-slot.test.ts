import { describe } from 'vitest';
import { customerSlotModel } from './customer-slot.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('customer slot machine, walked', () => {
  testMachineModel(customerSlotModel);
});
