import styled from 'styled-components';
import { theme } from '../theme.ts';

/** Progress of a task such as an upload, 0–100, with its accessible name. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <Fill style={{ width: `${String(percent)}%` }} />
    </Track>
  );
}

const Track = styled.div`
  width: 100%;
  height: 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tint};
  overflow: hidden;
`;
const Fill = styled.div`
  height: 100%;
  background: ${theme.color.gradient};
  transition: width 0.2s ease;
`;
