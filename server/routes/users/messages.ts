/** What the spec's sign-in, registration and sign-out calls, and our password reset, answer. */
export const userMessages = {
  invalidLogin: 'Invalid email or password',
  duplicate: 'An account with this email already exists',
  registered: 'Account created successfully. You can now log in.',
  loggedOut: 'You have been logged out successfully.',
  resetSent: 'If an account exists for that e-mail, a reset link is on its way.',
  resetDone: 'Your password has been changed. You can now log in.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;
