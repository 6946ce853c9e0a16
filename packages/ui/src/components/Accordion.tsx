import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon, theme } from '@wishlist/ui';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Sections that open one at a time; keyboard and screen-reader behaviour from Radix. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <Root type="single" collapsible>
      {items.map((item) => (
        <Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <h3>
              <Trigger>
                {item.title}
                <ChevronDownIcon size={20} />
              </Trigger>
            </h3>
          </RadixAccordion.Header>
          <Content>{item.content}</Content>
        </Item>
      ))}
    </Root>
  );
}

const Root = styled(RadixAccordion.Root)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;
const Item = styled(RadixAccordion.Item)`
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
`;
const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  min-height: 52px;
  padding: 0 ${theme.space.md};
  border: 0;
  background: transparent;
  color: ${theme.color.text};
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: -3px;
  }
`;
const Content = styled(RadixAccordion.Content)`
  padding: 0 ${theme.space.md} ${theme.space.md};
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  line-height: 1.5;
`;
