import { describe } from 'vitest';
import { appBannerModel } from './app-banner.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('app banner machine, walked', () => {
  testMachineModel(appBannerModel);
});
