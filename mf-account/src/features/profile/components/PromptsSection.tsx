import type { OwnProfile } from '@wishlist/contract/client';
import { IntentionSelect, PromptsEditor } from '@wishlist/domain-ui/prompt-fields';
import { Stack, toast } from '@wishlist/ui';
import { Section, SectionText } from './Section.tsx';
import { useIntl } from '../../../i18n.ts';

/**
 * What the person is looking for (shown on their card, saved at once) and up to 3 prompts of the catalogue with
 * their answers, saved together, with gentle feedback while typing (issue 46).
 */
export function PromptsSection({ profile }: { profile: Pick<OwnProfile, 'prompts' | 'intention'> }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'profile.prompts.title' })}>
      <SectionText>{intl.formatMessage({ id: 'profile.prompts.text' })}</SectionText>
      <Stack>
        <IntentionSelect profile={profile} />
        <PromptsEditor
          prompts={profile.prompts}
          onSaved={() => toast({ title: intl.formatMessage({ id: 'profile.prompts.saved' }) })}
        />
      </Stack>
    </Section>
  );
}
