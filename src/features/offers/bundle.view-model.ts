/** A bundle group's threshold as the shopper reads it: 'Choose 1', 'Choose 3'. */
export function thresholdText(threshold: number): string {
  return `Choose ${threshold}`;
}
