import { describe } from 'vitest';
import { interstitialsModel } from './interstitials.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('interstitials machine, walked', () => {
  testMachineModel(interstitialsModel);
});
