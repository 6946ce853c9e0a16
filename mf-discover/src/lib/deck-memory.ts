// Where the Discover deck stood, kept for the page's lifetime so that coming back to /app (from a profile,
// the wishlist, the bottom navigation) continues with the same person instead of starting over, and a Pass
// on that person's profile page moves the deck past them.

let topProfileId: string | null = null;
let passedProfileId: string | null = null;

export const deckMemory = {
  /** Discover calls this whenever another person is on top. */
  rememberTop(profileId: string): void {
    topProfileId = profileId;
    passedProfileId = null;
  },
  /** The profile page's Pass: when Discover shows again, it starts after this person. */
  passOnProfilePage(profileId: string): void {
    passedProfileId = profileId;
  },
  /** Where Discover resumes: the person on top when it was left, and whether they were passed meanwhile. */
  resumePoint(): { profileId: string | null; passed: boolean } {
    return { profileId: topProfileId, passed: topProfileId !== null && topProfileId === passedProfileId };
  },
};
