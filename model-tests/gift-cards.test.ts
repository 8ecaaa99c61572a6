import { describe } from 'vitest';
import { giftCardsModel } from './gift-cards.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('gift cards machine, walked', () => {
  testMachineModel(giftCardsModel);
});
