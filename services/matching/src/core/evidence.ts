import type { components } from '@wishlist/contract/schema';

/** Reports (safety/) and the moderation console read the same frozen evidence. */
export type ReportReason = components['schemas']['ReportReason'];

/** What a report froze when it was made (the `evidence` column); `photos` null: billing could not copy them. */
export interface StoredEvidence {
  profile: components['schemas']['ReportEvidence']['profile'];
  photoURLs: string[];
  photos: { objectURL: string; evidencePath: string }[] | null;
  messages: { from: 'reporter' | 'reported'; text: string; sentAt: string }[];
}
