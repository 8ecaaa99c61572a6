import { describe } from 'vitest';
import { testMachineModel } from './support/test-machine-model.ts';
import { trolleyModel } from './trolley.model.ts';

describe('trolley machine, walked', () => {
  testMachineModel(trolleyModel);
});
