import type { OwnProfile } from '@wishlist/contract/client';
import { IntentionSelect, PromptsEditor } from '@wishlist/domain-ui/prompt-fields';
import { Stack, toast } from '@wishlist/ui';
import { Section, SectionText } from './Section.tsx';

/**
 * What the person is looking for (shown on their card, saved at once) and up to 3 prompts of the catalogue with
 * their answers, saved together, with gentle feedback while typing (issue 46).
 */
export function PromptsSection({ profile }: { profile: Pick<OwnProfile, 'prompts' | 'intention'> }) {
  return (
    <Section title="Prompts">
      <SectionText>People can like one of your answers with a comment: it starts the conversation.</SectionText>
      <Stack>
        <IntentionSelect profile={profile} />
        <PromptsEditor prompts={profile.prompts} onSaved={() => toast({ title: 'Prompts saved' })} />
      </Stack>
    </Section>
  );
}
