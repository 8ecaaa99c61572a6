import { describe } from 'vitest';
import { sessionModel } from './session.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('session machine, walked', () => {
  testMachineModel(sessionModel);
});
