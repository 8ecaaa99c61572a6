import { describe } from 'vitest';
import { multiSearchModel } from './multi-search.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('multi-search machine, walked', () => {
  testMachineModel(multiSearchModel);
});
