import { describe } from 'vitest';
import { addressBookModel } from './address-book.model.ts';
import { testMachineModel } from './support/test-machine-model.ts';

describe('address book machine, walked', () => {
  testMachineModel(addressBookModel);
});
