import { lazy, Suspense, useState } from 'react';
import { useWarnings } from '../api/warnings.ts';

// Most visits have no warning: the dialog's code loads only for one.
const WarningDialog = lazy(async () => ({ default: (await import('./WarningDialog.tsx')).WarningDialog }));

/**
 * A moderator's warning, shown at the person's next visit (README: "Moderation"): every signed-in page reads the
 * unacknowledged ones and shows the oldest in a dialog until "I understand" acknowledges it, then the next. Closed
 * without that, it stays away for this visit and comes back at the next.
 */
export function WarningNotice() {
  const { data } = useWarnings();
  const [closed, setClosed] = useState<string[]>([]);
  const warning = data?.warnings.find(({ id }) => !closed.includes(id));
  if (!warning) return null;
  return (
    <Suspense fallback={null}>
      <WarningDialog key={warning.id} warning={warning} onClose={() => setClosed([...closed, warning.id])} />
    </Suspense>
  );
}
