import { describe } from 'vitest';
import { promoCodesModel } from './promo-codes.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('promo codes machine, walked', () => {
  testMachineModel(promoCodesModel);
});
