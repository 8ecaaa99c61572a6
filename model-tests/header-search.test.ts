import { describe } from 'vitest';
import { headerSearchModel } from './header-search.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('header search machine, walked', () => {
  testMachineModel(headerSearchModel);
});
