import { describe } from 'vitest';
import { paymentCardsModel } from './payment-cards.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('payment cards machine, walked', () => {
  testMachineModel(paymentCardsModel);
});
