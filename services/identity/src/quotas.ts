import type { RateLimitRule, RateLimits } from '@wishlist/service-kit';
import { signsInOnKnownDevice } from './sessions/known-device.ts';
import { signupPasswordWeakness, type SignupFirstStep } from './signup/password-check.ts';

/**
 * The current password asked again (change it, delete the account, download the data): one counter per address for
 * the three operations; each session also has its own few tries (core/current-password.ts).
 */
const currentPasswordByIp: RateLimitRule = {
  name: 'current-password-by-ip',
  max: 30,
  timeWindow: '15 minutes',
  per: 'ip',
};

/** A reset link's token, checked or used: per address, so guessing tokens (256 bits) gets nowhere. */
const resetLinkByIp: RateLimitRule = { name: 'reset-confirm-by-ip', max: 20, timeWindow: '1 hour', per: 'ip' };

/**
 * Per network address the limits leave room for the many people behind one carrier NAT (mobile networks) and
 * only stop bulk abuse; per username and per email address they stop guessing and mail bombing aimed at one person.
 */
export const identityQuotas: RateLimits = {
  sendVerification: [
    { name: 'send-code-by-ip', max: 100, timeWindow: '1 hour', per: 'ip' },
    // A send refused for its password mails nothing, so it does not use up the address's few sends.
    {
      name: 'send-code-by-contact',
      max: 3,
      timeWindow: '15 minutes',
      per: { bodyField: 'contact' },
      exempt: (request) => signupPasswordWeakness(request.body as SignupFirstStep) !== null,
    },
  ],
  verifyCode: [{ name: 'verify-code-by-ip', max: 100, timeWindow: '15 minutes', per: 'ip' }],
  register: [{ name: 'register-by-ip', max: 100, timeWindow: '1 hour', per: 'ip' }],
  // Sign-in is limited so that nobody can turn a limit against others (docs/architecture.md, "Sessions and the
  // edges of a request"). Only failed tries count: people who sign in correctly never fill a shared address's limit. A browser the account signed in on before (its known-device cookie) is held only by the
  // limit of its own: a stranger, who cannot have that cookie, can never lock the owner out, neither by guessing
  // the username nor by flooding a shared address. Other browsers: a short window per address (a carrier NAT
  // flooded by one client lets new-device sign-ins through again five minutes after the flood stops), 10 tries per
  // username from one address, and 50 per username from anywhere against guessing spread over many addresses.
  login: [
    {
      name: 'login-by-ip',
      max: 40,
      timeWindow: '5 minutes',
      per: 'ip',
      exempt: signsInOnKnownDevice,
      failuresOnly: true,
    },
    {
      name: 'login-by-username-and-ip',
      max: 10,
      timeWindow: '15 minutes',
      per: { bodyField: 'username', andAddress: true },
      exempt: signsInOnKnownDevice,
      failuresOnly: true,
    },
    {
      name: 'login-by-username',
      max: 50,
      timeWindow: '15 minutes',
      per: { bodyField: 'username' },
      exempt: signsInOnKnownDevice,
      failuresOnly: true,
    },
    // A stolen device cookie is no licence to guess: known devices share a limit of their own per account.
    {
      name: 'login-by-known-device',
      max: 20,
      timeWindow: '15 minutes',
      per: { bodyField: 'username' },
      exempt: (request) => !signsInOnKnownDevice(request),
      failuresOnly: true,
    },
  ],
  // A reset link goes to the account's own address, so the limits only stop mail bombing and bulk probing.
  requestPasswordReset: [
    { name: 'reset-by-ip', max: 20, timeWindow: '1 hour', per: 'ip' },
    { name: 'reset-by-username', max: 5, timeWindow: '1 hour', per: { bodyField: 'username' } },
  ],
  // The link's screen checks its token as it opens, then confirms: one budget for both.
  checkPasswordReset: [resetLinkByIp],
  confirmPasswordReset: [resetLinkByIp],
  changePassword: [currentPasswordByIp],
  deleteAccount: [currentPasswordByIp],
  exportAccountData: [currentPasswordByIp],
  sendContactMessage: [{ name: 'contact-by-ip', max: 10, timeWindow: '1 hour', per: 'ip' }],
};
