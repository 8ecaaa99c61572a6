import { describe } from 'vitest';
import { deliveryPassModel } from './delivery-pass.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('delivery pass machine, walked', () => {
  testMachineModel(deliveryPassModel);
});
