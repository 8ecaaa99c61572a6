import { describe } from 'vitest';
import { registrationModel } from './registration.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('registration machine, walked', () => {
  testMachineModel(registrationModel);
});
