import { apiMessage } from '@wishlist/mf-shared/api-client';
import { Button, Stack, toast } from '@wishlist/ui';
import { useState } from 'react';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { Section, SectionText } from './Section.tsx';

/** The person's data and account: a copy of everything stored about them, and leaving for good. */
export function AccountSection({ username }: { username: string }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const downloadData = () =>
    download.mutate(undefined, {
      onError: (error) =>
        toast({ title: 'Download failed', description: apiMessage(error) ?? 'Please try again.', variant: 'destructive' }),
    });
  return (
    <Section title="Your Data">
      <Stack $gap="sm">
        <SectionText>Download a copy of everything Wishlist stores about you, or delete your account for good.</SectionText>
        <Button variant="secondary" block onClick={downloadData} disabled={download.isPending}>
          {download.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="danger" block onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} username={username} />
    </Section>
  );
}
