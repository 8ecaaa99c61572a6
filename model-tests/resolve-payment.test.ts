import { describe } from 'vitest';
import { resolvePaymentModel } from './resolve-payment.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('resolve payment machine, walked', () => {
  testMachineModel(resolvePaymentModel);
});
