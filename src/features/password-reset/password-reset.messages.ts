/**
 * The words of the password pages. The spec names the pages (doc 1 §2.1, §2.4) but gives none of their
 * text, so these are ours; field rules and their messages are doc 1 §5's (`src/domain/validation.ts`).
 */
export const PASSWORD_RESET_MESSAGES = {
  throttled: 'You have asked to reset your password too many times. Please wait a few minutes and try again.',
  unexpected: 'Sorry, something has gone wrong. Please try again.',
  confirmPassword: 'Please enter your new password again',
  passwordsDiffer: 'The passwords do not match',
} as const;
