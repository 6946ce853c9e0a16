// The contract's moderation values in the words a moderator reads.
import type { AuditAction, ModerationStanding, ReportReason } from '@wishlist/contract/client/types.gen.ts';
import type { BadgeTone } from '@wishlist/ui';

export const REASON_LABELS: Record<ReportReason, string> = {
  'under-18': 'Under 18',
  harassment: 'Harassment',
  'inappropriate-photos': 'Inappropriate photos',
  'fake-profile': 'Fake profile',
  other: 'Something else',
  spam: 'Spam or scam',
};

export const STANDING: Record<ModerationStanding, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  held: { label: 'Held', tone: 'gold' },
  suspended: { label: 'Suspended', tone: 'danger' },
  banned: { label: 'Banned', tone: 'danger' },
  deleted: { label: 'Account deleted', tone: 'neutral' },
};

/** What each action is called on a button and in the audit log (an appeal's reversal only there). */
export const ACTION_LABELS: Record<AuditAction, string> = {
  dismiss: 'Dismiss',
  warn: 'Warn',
  'remove-photo': 'Remove photo',
  'remove-bio': 'Remove bio',
  suspend: 'Suspend',
  ban: 'Ban',
  'approve-photo': 'Approve photo',
  'correct-birth-date': 'Correct birth date',
  lift: 'Lift',
  'confirm-hold': 'Confirm hold',
  reverse: 'Reverse on appeal',
  'hold-photo': 'Photo held (automated)',
  'hold-profile': 'Held on reports (automated)',
};
