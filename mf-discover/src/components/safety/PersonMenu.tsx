import { IconButton, MoreIcon } from '@wishlist/ui';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from '../../i18n.ts';
import type { Step } from './PersonMenuDialogs.tsx';

export interface PersonMenuProps {
  userId: string;
  person: { id: string; name: string };
  /** A match: the menu offers Unmatch too. */
  matched?: boolean;
  /** After a block, a report or an unmatch: the person is gone from what the user sees (leave their screen). */
  onGone?: () => void;
  /** `onPhoto`: drawn over a photo (a card, the profile's hero), so it stays readable. */
  look?: 'plain' | 'onPhoto';
}

const loadDialogs = () => import('./PersonMenuDialogs.tsx');
const PersonMenuDialogs = lazy(async () => ({ default: (await loadDialogs()).PersonMenuDialogs }));

/**
 * The ⋯ menu for another person: Block, Report and, on a match, Unmatch, each asked for once more before it is done.
 * Every card of Discover shows the button; its dialogs' code loads when a finger or the focus reaches it.
 */
export function PersonMenu({ userId, person, matched = false, onGone = () => {}, look = 'plain' }: PersonMenuProps) {
  const intl = useIntl();
  const [step, setStep] = useState<Step>('closed');
  const name = person.name.split(' ')[0] ?? person.name;
  const [wanted, setWanted] = useState(false);
  const want = () => {
    setWanted(true);
    void loadDialogs();
  };
  return (
    <>
      <IconButton
        label={intl.formatMessage({ id: 'common.menu.moreOptions' }, { name })}
        icon={<MoreIcon size={22} />}
        variant={look === 'onPhoto' ? 'pass' : 'plain'}
        onPointerDown={want}
        onFocus={want}
        onClick={() => {
          want();
          setStep('menu');
        }}
      />
      {wanted && (
        <Suspense>
          <PersonMenuDialogs
            userId={userId}
            person={person}
            name={name}
            matched={matched}
            onGone={onGone}
            step={step}
            onStep={setStep}
          />
        </Suspense>
      )}
    </>
  );
}
