// Every message and error detail the account calls answer with, in one place so routes, tests and the client engineer
// read the same words. The success texts are the product's fixed wording, which the client shows as they are.
export const authMessages = {
  signupCreated: 'Your account has been created! Please check your email to confirm your registration.',
  emailTaken: 'An account with this email already exists.',
  signupMailFailed:
    'We could not send the confirmation email, so your account was not created. Please try again later.',

  confirmMissingToken: 'Invalid or missing confirmation token.',
  confirmInvalid: 'This confirmation link is invalid or has expired.',
  // The same answer whether or not an unconfirmed account exists, so it tells nobody which addresses have accounts.
  confirmResent: 'If an account at this address is waiting for confirmation, a new confirmation link is on its way.',
  confirmed: 'Your email has been confirmed successfully! An administrator will now review your account.',

  approvalInvalid: 'This approval link is invalid.',
  approvalWrongEmail: 'This approval link does not belong to that email address.',
  approvalUsed: 'This approval link has already been used.',
  approvalExpired:
    'This approval link has expired. An administrator can still approve the account from the server terminal.',
  approved: 'User has been approved successfully!',

  invalidCredentials: 'Invalid email or password.',
  notConfirmed:
    'Please confirm your email address before logging in. Use the link in the confirmation email we sent you.',
  notApproved:
    'Your account has not been approved by an administrator yet. You will receive an email once it is approved.',

  loggedOut: 'You have been logged out.',
  notSignedIn: 'You are not logged in, or your session has expired. Please log in again.',
  sessionMismatch: 'This request names a different user than the one logged in. Please log in again.',
  notYourAccount: 'The email does not match the logged-in account.',

  resetRequested: 'If your email exists in our database, you will receive a password reset link shortly.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been successfully reset. You can now log in with your new password.',
  wrongCurrentPassword: 'Current password is incorrect.',
  passwordTooGuessable:
    'This password is too easy to guess: it is one of the most common passwords or a simple pattern such as 123456 or aaaaaa. Please choose another one.',
} as const

export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}
