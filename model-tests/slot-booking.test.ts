import { describe } from 'vitest';
import { slotBookingModel } from './slot-booking.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('slot booking machine, walked', () => {
  testMachineModel(slotBookingModel);
});
