import { Button, Dialog, Select, Switch, Text, UpgradePrompt, theme } from '@wishlist/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AGE_BOUNDS, DISTANCES_KM, type FeedFilters, NO_FILTERS, ageRangeText } from '../utils/feed-filters.ts';

export interface FilterSheetProps {
  open: boolean;
  onClose: () => void;
  filters: FeedFilters;
  onApply: (filters: FeedFilters) => void;
  /** The plan has no advanced filters: the sheet shows the upgrade prompt instead. */
  locked: boolean;
  /** The own profile has coordinates (distance needs them). */
  hasLocation: boolean;
}

/** Discover's advanced filters (premium, gold): age range, maximum distance and interests in common. */
export function FilterSheet({ open, onClose, filters, onApply, locked, hasLocation }: FilterSheetProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()} title="Filters">
      {locked ? (
        <UpgradePrompt
          title="Advanced filters"
          text="Choose an age range, a maximum distance and people who share your interests with Premium or Gold."
          plan="Premium"
        />
      ) : (
        // Mounted per opening, so the sheet starts from the filters in use.
        <FilterForm
          filters={filters}
          hasLocation={hasLocation}
          onApply={(chosen) => {
            onApply(chosen);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

function FilterForm({ filters, hasLocation, onApply }: Pick<FilterSheetProps, 'filters' | 'hasLocation' | 'onApply'>) {
  const [draft, setDraft] = useState(filters);
  const change = (part: Partial<FeedFilters>) => setDraft((current) => ({ ...current, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label="Filters">
      <Fieldset>
        <Legend>
          Age{' '}
          <Text as="span" $tone="primaryStrong">
            {ageRangeText(draft)}
          </Text>
        </Legend>
        <Range
          type="range"
          aria-label="Minimum age"
          min={AGE_BOUNDS.min}
          max={AGE_BOUNDS.max}
          value={draft.minAge}
          onChange={(event) => change({ minAge: Math.min(Number(event.target.value), draft.maxAge) })}
        />
        <Range
          type="range"
          aria-label="Maximum age"
          min={AGE_BOUNDS.min}
          max={AGE_BOUNDS.max}
          value={draft.maxAge}
          onChange={(event) => change({ maxAge: Math.max(Number(event.target.value), draft.minAge) })}
        />
      </Fieldset>
      <Select
        label="Maximum distance"
        disabled={!hasLocation}
        value={draft.maxDistanceKm ?? ''}
        onChange={(event) => change({ maxDistanceKm: event.target.value ? Number(event.target.value) : null })}
        hint={
          hasLocation ? undefined : (
            <>
              Distance needs your location: <Link to="/profile">set it on your profile</Link>.
            </>
          )
        }
      >
        <option value="">Any distance</option>
        {DISTANCES_KM.map((km) => (
          <option key={km} value={km}>
            Within {km} km
          </option>
        ))}
      </Select>
      <Switch
        label="Has interests in common"
        description="Only people who share at least one of your interests."
        checked={draft.commonInterests}
        onChange={(commonInterests) => change({ commonInterests })}
      />
      <Buttons>
        <Button variant="secondary" onClick={() => setDraft(NO_FILTERS)}>
          Reset
        </Button>
        <Button type="submit">Show people</Button>
      </Buttons>
    </Form>
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
const Range = styled.input`
  width: 100%;
  height: 28px;
  accent-color: ${theme.color.primary};
`;
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${theme.space.sm};
`;
