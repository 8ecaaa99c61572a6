/**
 * Messages of doc 1 §5 that rules outside the field rules use as well (the postcode check of find a store,
 * whose route is in every page's first script). `MESSAGES` in src/domain/validation.ts takes them from
 * here, so each is written once; keeping them apart keeps the rest of the field rules out of that script
 * (issue 5).
 */
export const REQUIRED_MESSAGE = 'Required';
export const INVALID_UK_POSTCODE_MESSAGE = 'Invalid UK postcode';

/**
 * The shop's words for a call that failed for no reason the shopper can act on (doc 1 §8's fallback page
 * begins 'Sorry, something has gone wrong...').
 */
export const UNEXPECTED_ERROR_MESSAGE = 'Sorry, something has gone wrong. Please try again.';
