import { describe } from 'vitest';
import { checkoutModel } from './checkout.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('checkout machine, walked', () => {
  testMachineModel(checkoutModel);
});
