import type { Incentive } from '../../../src/contract/incentives.ts';
import { gbp } from '../trolley/trolley-data.ts';

/** The seeded welcome code as the order service answers it, applied: £4.50 off. */
export const WELCOME10: Incentive = {
  code: 'WELCOME10',
  status: 'APPLIED',
  description: '10% off your first order of £40 or more',
  value: gbp(4.5),
  type: 'COUPON',
  applicationMethod: 'ORDER',
  message: null,
};
