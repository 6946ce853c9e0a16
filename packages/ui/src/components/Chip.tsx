import styled from 'styled-components';
import { theme } from '../theme.ts';
import { CloseIcon } from './icons.tsx';
import { useText } from '../i18n.ts';

/** A tag such as an interest; with `onRemove` it carries a remove button named after the tag. */
export function Chip({ label, onRemove }: { label: string; onRemove?: () => void }) {
  const { text } = useText();
  return (
    <Tag>
      {label}
      {onRemove && (
        <Remove type="button" aria-label={text('ui.chip.remove', { label })} onClick={onRemove}>
          <CloseIcon size={14} />
        </Remove>
      )}
    </Tag>
  );
}

/** A wrapping row of chips. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 4px 12px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.tint};
  color: ${theme.color.primaryStrong};
  font-size: ${theme.size.xs};
  font-weight: 700;
`;
// A 44 px target (WCAG 2.5.5) that overhangs the chip instead of making it taller.
const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: -10px -16px -10px -10px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
