import { describe } from 'vitest';
import { megaMenuModel } from './mega-menu.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('mega menu machine, walked', () => {
  testMachineModel(megaMenuModel);
});
