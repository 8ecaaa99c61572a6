import { describe } from 'vitest';
import { productImpressionsModel } from './product-impressions.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('product impressions machine, walked', () => {
  testMachineModel(productImpressionsModel);
});
