// Believable data for the console's stories and tests, in the contract's shapes (after its examples). Photos are
// inline pictures, so stories look complete without any server.
import type {
  AuditEntry,
  AuditLog,
  ModerationAppeals,
  ModerationCase,
  ModerationQueue,
  PhotoQueue,
  User,
} from '@wishlist/contract/client/types.gen.ts';
import { apiError, maya } from '@wishlist/testing/fixtures';

function photo(background: string, skin: string, shirt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 280 350"><rect width="280" height="350" fill="${background}"/><circle cx="140" cy="140" r="70" fill="${skin}"/><rect x="50" y="230" width="180" height="140" rx="60" fill="${shirt}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A moderator, signed in. */
export const sam: User = {
  ...maya,
  id: '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b',
  username: 'sam',
  role: 'moderator',
  firstName: 'Sam',
  lastName: 'Moderator',
};

const jordanId = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const jordanPhotos = [photo('#ffd9c7', '#8d5524', '#345995'), photo('#d7ecff', '#8d5524', '#c2185b')];

export const queue: ModerationQueue = {
  cases: [
    {
      profileId: jordanId,
      name: 'Jordan Reyes',
      photoURL: jordanPhotos[0] ?? null,
      standing: 'held',
      worstReason: 'harassment',
      reasons: ['harassment', 'spam'],
      reports: 3,
      reporters: 3,
      credibleReporters: 3,
      firstReportedAt: '2026-11-25T08:00:00Z',
      lastReportedAt: '2026-11-25T09:30:00Z',
    },
    {
      profileId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      name: 'Riley Park',
      photoURL: null,
      standing: 'active',
      worstReason: 'fake-profile',
      reasons: ['fake-profile'],
      reports: 2,
      reporters: 2,
      credibleReporters: 1,
      firstReportedAt: '2026-11-24T18:00:00Z',
      lastReportedAt: '2026-11-25T07:40:00Z',
    },
    {
      profileId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
      name: 'Alex Kim',
      photoURL: null,
      standing: 'active',
      worstReason: 'spam',
      reasons: ['spam'],
      reports: 1,
      reporters: 1,
      credibleReporters: 0,
      firstReportedAt: '2026-11-25T07:00:00Z',
      lastReportedAt: '2026-11-25T07:00:00Z',
    },
  ],
};

export const banEntry: AuditEntry = {
  id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
  action: 'ban',
  profileId: jordanId,
  profileName: 'Jordan Reyes',
  moderator: { id: sam.id, name: 'Sam Moderator' },
  reason: 'Threatening messages to several people.',
  details: {},
  createdAt: '2026-11-25T11:00:00Z',
};
export const warnEntry: AuditEntry = {
  ...banEntry,
  id: '8f9a0b1c-2d3e-4f4a-9b5c-6d7e8f9a0b1c',
  action: 'warn',
  reason: 'Please keep messages respectful.',
  createdAt: '2026-11-20T15:10:00Z',
};
export const suspendEntry: AuditEntry = {
  ...banEntry,
  id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  action: 'suspend',
  profileId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  profileName: 'Riley Park',
  moderator: { id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: 'Kai Admin' },
  reason: 'Spam links in every chat.',
  details: { days: 7, until: '2026-12-01T10:00:00Z' },
  createdAt: '2026-11-24T10:00:00Z',
};

export const jordanCase: ModerationCase = {
  profileId: jordanId,
  name: 'Jordan Reyes',
  photoURL: jordanPhotos[0] ?? null,
  standing: 'held',
  suspendedUntil: null,
  photos: jordanPhotos,
  bio: 'Here for a good time.',
  reports: [
    {
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      reason: 'harassment',
      note: 'Kept writing after I said no.',
      createdAt: '2026-11-25T09:30:00Z',
      reviewed: false,
      reporter: { id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a', name: 'Casey Lee', credible: true },
      evidence: {
        profile: {
          firstName: 'Jordan',
          lastName: 'Reyes',
          birthDate: '1995-04-02',
          location: 'Brooklyn, NY',
          bio: 'Here for a good time.',
          instagramHandle: 'jordan.r',
          interests: ['Music', 'Boxing'],
        },
        photos: jordanPhotos,
        messages: [
          { from: 'reported', text: 'Hey', sentAt: '2026-11-25T09:00:00Z' },
          { from: 'reporter', text: 'Not interested, sorry.', sentAt: '2026-11-25T09:05:00Z' },
          { from: 'reported', text: 'Why not? Answer me.', sentAt: '2026-11-25T09:06:00Z' },
          { from: 'reported', text: 'I know where you live.', sentAt: '2026-11-25T09:20:00Z' },
        ],
      },
    },
    {
      id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6e',
      reason: 'spam',
      note: null,
      createdAt: '2026-11-25T08:00:00Z',
      reviewed: false,
      reporter: { id: '6f7a8b9c-0d1e-4f2a-8b3c-4d5e6f7a8b9c', name: 'Noor Haddad', credible: false },
      evidence: {
        profile: {
          firstName: 'Jordan',
          lastName: 'Reyes',
          birthDate: '1995-04-02',
          location: 'Brooklyn, NY',
          bio: 'Here for a good time. DM me on my site!',
          instagramHandle: '',
          interests: ['Music'],
        },
        photos: [],
        messages: [],
      },
    },
  ],
  actions: [warnEntry],
};

export const auditPage: AuditLog = { entries: [banEntry, suspendEntry, warnEntry], nextCursor: null };

export const heldPhotos: PhotoQueue = {
  photos: [
    {
      profileId: jordanId,
      name: 'Jordan Reyes',
      photoURL: photo('#f3e5f5', '#c68642', '#6a1b9a'),
      score: 0.93,
      flaggedAt: '2026-11-25T10:00:00Z',
    },
    {
      profileId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      name: 'Riley Park',
      photoURL: photo('#e0f2f1', '#f1c27d', '#00695c'),
      score: 0.71,
      flaggedAt: '2026-11-25T10:30:00Z',
    },
  ],
};

/** A member's call to a moderators' operation (a role taken away while the console was open). */
export const moderatorsOnly = apiError(403, 'Forbidden', 'Only moderators can do this.', 'MODERATORS_ONLY');

/** Two appeals: one of Kai's suspension that Sam may decide, one of Sam's own ban that another moderator decides. */
export const appeals: ModerationAppeals = {
  appeals: [
    {
      id: '0b1c2d3e-4f5a-4b6c-8d7e-8f9a0b1c2d3e',
      note: 'Those were links to my own shop, which I had shared with my matches only.',
      createdAt: '2026-11-26T08:00:00Z',
      decision: suspendEntry,
      mayDecide: true,
    },
    {
      id: '1c2d3e4f-5a6b-4c7d-9e8f-9a0b1c2d3e4f',
      note: null,
      createdAt: '2026-11-26T09:30:00Z',
      decision: banEntry,
      mayDecide: false,
    },
  ],
};
