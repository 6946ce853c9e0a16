import type { Dealbreakers, FeedFilters, FeedFiltersUpdate, Intention } from '@wishlist/contract/client/types.gen.ts';
import { INTENTIONS, intentionMessage } from '@wishlist/domain-ui/intentions';
import { usePlanWords } from '@wishlist/domain-ui/plan-words';
import { sellersOf, usePlans } from '@wishlist/shared-data/plans';
import { Button, Dialog, Select, Slider, Switch, Text, UpgradePrompt, theme } from '@wishlist/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import {
  AGE_BOUNDS,
  DISTANCES_KM,
  type FilterDraft,
  WIDEST,
  ageRangeText,
  draftOf,
  filtersUpdate,
} from '../utils/feed-filters.ts';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  /** The filters saved on the account. */
  filters: FeedFilters;
  /** Saves the chosen filters (the deck starts over with them once saved). */
  onApply: (filters: FeedFiltersUpdate) => void;
  /** The plan has no advanced filters: interests in common show their upgrade prompt. */
  interestsLocked: boolean;
  /** The own profile has coordinates (distance needs them). */
  hasLocation: boolean;
  /** A save is under way. */
  saving?: boolean;
}

/**
 * Discover's filters: the age range and the maximum distance for every plan, interests in common with the plans that
 * have advanced filters (spec §6); what people are looking for, a dealbreaker switch on each basic preference and the
 * two-way switch (issue 46, free). Saved on the account, so they hold on every device and after a reload.
 */
export function FilterSheet({
  open,
  onClose,
  filters,
  onApply,
  interestsLocked,
  hasLocation,
  saving,
}: FilterSheetProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={intl.formatMessage({ id: 'discover.filters.title' })}
    >
      {/* Mounted per opening, so the sheet starts from the filters saved. */}
      <FilterForm
        initial={draftOf(filters)}
        interestsLocked={interestsLocked}
        hasLocation={hasLocation}
        saving={saving}
        onApply={(draft) => onApply(filtersUpdate(draft, { interests: !interestsLocked }))}
      />
    </Dialog>
  );
}

interface FilterFormProps extends Pick<FilterSheetProps, 'interestsLocked' | 'hasLocation' | 'saving'> {
  initial: FilterDraft;
  onApply: (draft: FilterDraft) => void;
}

function FilterForm({ initial, interestsLocked, hasLocation, saving, onApply }: FilterFormProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(initial);
  const change = (part: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'discover.filters.title' })}>
      <AgeRange draft={draft} onChange={change} />
      <DealbreakerSwitch
        draft={draft}
        onChange={change}
        which="ageRange"
        label={intl.formatMessage({ id: 'discover.filters.ageDealbreaker' })}
      />
      <DistanceSelect draft={draft} hasLocation={hasLocation} onChange={change} />
      <DealbreakerSwitch
        draft={draft}
        onChange={change}
        which="distance"
        label={intl.formatMessage({ id: 'discover.filters.distanceDealbreaker' })}
      />
      <DealbreakerSwitch
        draft={draft}
        onChange={change}
        which="showMe"
        label={intl.formatMessage({ id: 'discover.filters.showMeDealbreaker' })}
        description={intl.formatMessage({ id: 'discover.filters.showMeDealbreaker.text' })}
      />
      <IntentionChoices draft={draft} onChange={change} />
      <DealbreakerSwitch
        draft={draft}
        onChange={change}
        which="intention"
        label={intl.formatMessage({ id: 'discover.filters.lookingForDealbreaker' })}
      />
      <Switch
        label={intl.formatMessage({ id: 'discover.filters.twoWay' })}
        description={intl.formatMessage({ id: 'discover.filters.twoWay.text' })}
        checked={draft.twoWay}
        onChange={(twoWay) => change({ twoWay })}
      />
      {interestsLocked ? (
        <AdvancedFiltersLocked />
      ) : (
        <Switch
          label={intl.formatMessage({ id: 'discover.filters.commonInterests' })}
          description={intl.formatMessage({ id: 'discover.filters.commonInterests.text' })}
          checked={draft.commonInterests}
          onChange={(commonInterests) => change({ commonInterests })}
        />
      )}
      <Buttons>
        <Button variant="secondary" onClick={() => setDraft(WIDEST)}>
          {intl.formatMessage({ id: 'discover.filters.reset' })}
        </Button>
        <Button type="submit" disabled={saving}>
          {intl.formatMessage({ id: saving ? 'discover.filters.saving' : 'discover.filters.apply' })}
        </Button>
      </Buttons>
    </Form>
  );
}

interface FieldProps {
  draft: FilterDraft;
  onChange: (part: Partial<FilterDraft>) => void;
}

/** The age range: two sliders that never cross. */
function AgeRange({ draft, onChange }: FieldProps) {
  const intl = useIntl();
  return (
    <Fieldset>
      <Legend>
        <FormattedMessage
          id="discover.filters.age"
          values={{
            range: (
              // Isolated: "18–80+" reads left to right in an Arabic sentence too.
              <Text as="bdi" $tone="primaryStrong">
                {ageRangeText(draft, intl.locale)}
              </Text>
            ),
          }}
        />
      </Legend>
      <Slider
        aria-label={intl.formatMessage({ id: 'discover.filters.minAge' })}
        min={AGE_BOUNDS.min}
        max={AGE_BOUNDS.max}
        value={draft.minAge}
        onChange={(event) => onChange({ minAge: Math.min(Number(event.target.value), draft.maxAge) })}
      />
      <Slider
        aria-label={intl.formatMessage({ id: 'discover.filters.maxAge' })}
        min={AGE_BOUNDS.min}
        max={AGE_BOUNDS.max}
        value={draft.maxAge}
        onChange={(event) => onChange({ maxAge: Math.max(Number(event.target.value), draft.minAge) })}
      />
    </Fieldset>
  );
}

/** The maximum distance; without the own location, off with the way to set it. */
function DistanceSelect({ draft, hasLocation, onChange }: FieldProps & { hasLocation: boolean }) {
  // A distance saved through the API that the list does not offer is still shown as chosen.
  const distances = [...new Set([...DISTANCES_KM, ...(draft.maxDistanceKm ? [draft.maxDistanceKm] : [])])].sort(
    (a, b) => a - b,
  );
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage({ id: 'discover.filters.distance' })}
      disabled={!hasLocation}
      value={draft.maxDistanceKm ?? ''}
      onChange={(event) => onChange({ maxDistanceKm: event.target.value ? Number(event.target.value) : null })}
      hint={
        hasLocation ? undefined : (
          <FormattedMessage id="discover.filters.distanceNeedsLocation" values={{ link: profileLink }} />
        )
      }
    >
      <option value="">{intl.formatMessage({ id: 'discover.filters.anyDistance' })}</option>
      {distances.map((km) => (
        <option key={km} value={km}>
          {intl.formatMessage({ id: 'discover.filters.within' }, { km })}
        </option>
      ))}
    </Select>
  );
}

interface DealbreakerSwitchProps extends FieldProps {
  which: keyof Dealbreakers;
  label: string;
  description?: string;
}

/** On: the preference above is a dealbreaker (nobody outside it shows); off: it only ranks (who fits comes first). */
function DealbreakerSwitch({ draft, onChange, which, label, description }: DealbreakerSwitchProps) {
  const intl = useIntl();
  return (
    <Switch
      label={label}
      description={
        description ??
        intl.formatMessage({
          id: draft.dealbreakers[which] ? 'discover.filters.dealbreakerOn' : 'discover.filters.dealbreakerOff',
        })
      }
      checked={draft.dealbreakers[which]}
      onChange={(on) => onChange({ dealbreakers: { ...draft.dealbreakers, [which]: on } })}
    />
  );
}

/** What the people shown are looking for: any of the chosen intentions (none chosen: any), each a toggle. */
function IntentionChoices({ draft, onChange }: FieldProps) {
  const toggle = (intention: Intention) =>
    onChange({
      intentions: draft.intentions.includes(intention)
        ? draft.intentions.filter((chosen) => chosen !== intention)
        : [...draft.intentions, intention],
    });
  const intl = useIntl();
  return (
    <Fieldset>
      <Legend>{intl.formatMessage({ id: 'discover.filters.lookingFor' })}</Legend>
      <Toggles>
        {INTENTIONS.map((intention) => (
          <Toggle
            key={intention}
            type="button"
            aria-pressed={draft.intentions.includes(intention)}
            onClick={() => toggle(intention)}
          >
            {intl.formatMessage({ id: intentionMessage(intention) })}
          </Toggle>
        ))}
      </Toggles>
    </Fieldset>
  );
}

/** Interests in common, for a plan without them: which plans have them (the plans answer's) and the upgrade. */
function AdvancedFiltersLocked() {
  const sellers = sellersOf(usePlans().data, 'advancedFilters');
  const planWords = usePlanWords();
  const intl = useIntl();
  return (
    <UpgradePrompt
      title={intl.formatMessage({ id: 'discover.filters.advanced' })}
      text={intl.formatMessage({ id: 'discover.filters.advanced.text' }, { plans: planWords.names(sellers) })}
      plan={planWords.cheapest(sellers)}
    />
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
`;
const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
`;
const Legend = styled.legend`
  margin-bottom: ${theme.space.sm};
  padding: 0;
  font-size: ${theme.size.sm};
  font-weight: 700;
`;
const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
// A pill a finger's height (44 px): filled when chosen.
const Toggle = styled.button`
  min-height: 44px;
  padding: 0 14px;
  border: 2px solid ${theme.color.fieldBorder};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font: inherit;
  font-size: ${theme.size.sm};
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: transparent;
    background: ${theme.color.gradient};
    color: #fff;
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
// A link inside the hint, as tall as a finger (44 px) rather than its line of text.
const HintLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;
/** A message's <link> tag: the own profile, where the location is set. */
const profileLink = (chunks: ReactNode[]) => <HintLink to="/profile">{chunks}</HintLink>;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${theme.space.sm};
`;
