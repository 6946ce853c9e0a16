import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { controlStates } from './control-states.ts';

export interface SwitchProps {
  label: string;
  /** A line under the label: what turning it on does. */
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting that takes effect at once: the label, a line on what it does, and the switch. */
export function Switch({ label, description, checked, onChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <Row>
      <Lines>
        <Label htmlFor={id}>{label}</Label>
        {description && <Description id={`${id}-description`}>{description}</Description>}
      </Lines>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        $on={checked}
        onClick={() => onChange(!checked)}
      >
        <Rail $on={checked}>
          <Thumb $on={checked} />
        </Rail>
      </Track>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;
const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
const Label = styled.label`
  font-size: ${theme.size.sm};
  font-weight: 700;
`;
const Description = styled.p`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  line-height: 1.4;
`;
// The button is a finger's height (44 px); the rail drawn inside it is 32 px.
const Track = styled.button<{ $on: boolean }>`
  display: flex;
  flex: none;
  align-items: center;
  width: 52px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: transparent;
  cursor: pointer;
  ${controlStates(-3)}
`;
const Rail = styled.span<{ $on: boolean }>`
  position: relative;
  width: 52px;
  height: 32px;
  border: 2px solid ${({ $on }) => ($on ? 'transparent' : theme.color.fieldBorder)};
  border-radius: ${theme.radius.pill};
  background: ${({ $on }) => ($on ? theme.color.gradient : theme.color.surface)};
  transition: background 0.2s ease;
`;
const Thumb = styled.span<{ $on: boolean }>`
  position: absolute;
  top: 2px;
  inset-inline-start: ${({ $on }) => ($on ? '22px' : '2px')};
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ $on }) => ($on ? '#fff' : theme.color.fieldBorder)};
  transition: inset-inline-start 0.2s ease;
`;
