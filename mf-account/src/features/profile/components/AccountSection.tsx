import { Button, Stack } from '@wishlist/ui';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { DownloadDataDialog } from './DownloadDataDialog.tsx';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/** The person's data and account: a copy of everything stored about them, and leaving for good (each asks for the password). */
export function AccountSection({ username }: { username: string }) {
  const intl = useIntl();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Section title={intl.formatMessage({ id: 'profile.account.title' })}>
      <Stack $gap="sm">
        <SectionText>{intl.formatMessage({ id: 'profile.account.text' })}</SectionText>
        <Button variant="secondary" block onClick={() => setDownloading(true)}>
          {intl.formatMessage({ id: 'profile.account.download' })}
        </Button>
        <Button variant="danger" block onClick={() => setDeleting(true)}>
          {intl.formatMessage({ id: 'profile.account.delete' })}
        </Button>
      </Stack>
      <DownloadDataDialog open={downloading} onOpenChange={setDownloading} />
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} username={username} />
    </Section>
  );
}
