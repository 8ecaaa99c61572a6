import { describe } from 'vitest';
import { pageLoadingModel } from './page-loading.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('page loading machine, walked', () => {
  testMachineModel(pageLoadingModel);
});
