import { Button, Stack } from '@wishlist/ui';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { DownloadDataDialog } from './DownloadDataDialog.tsx';
import { Section, SectionText } from './Section.tsx';

/** The person's data and account: a copy of everything stored about them, and leaving for good (each asks for the password). */
export function AccountSection({ username }: { username: string }) {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Section title="Your Data">
      <Stack $gap="sm">
        <SectionText>
          Download a copy of everything Wishlist stores about you, or delete your account for good.
        </SectionText>
        <Button variant="secondary" block onClick={() => setDownloading(true)}>
          Download my data
        </Button>
        <Button variant="danger" block onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      <DownloadDataDialog open={downloading} onOpenChange={setDownloading} />
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} username={username} />
    </Section>
  );
}
