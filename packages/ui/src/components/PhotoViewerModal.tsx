import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '../theme.ts';
import { CloseIcon } from './icons.tsx';

import type { PhotoViewerProps, ViewedPhoto } from './PhotoViewer.tsx';
import { useText } from '../i18n.ts';

/**
 * Photos full screen, one at a time: a swipe (or a scroll) moves to the next, the counter says where one is, and
 * Close, Escape or the back of the dialog end it (Radix). The strip scrolls natively with snap points, so a finger
 * moves it as a phone's own gallery does.
 */
export function PhotoViewerModal({ openAt, onClose, title, photos }: PhotoViewerProps) {
  const { text } = useText();
  return (
    <RadixDialog.Root open={openAt !== null} onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <Content aria-describedby={undefined}>
          <RadixDialog.Title hidden>{title}</RadixDialog.Title>
          {openAt !== null && <Strip photos={photos} start={openAt} />}
          <RadixDialog.Close asChild>
            <Close aria-label={text('ui.dialog.close')}>
              <CloseIcon size={22} />
            </Close>
          </RadixDialog.Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Strip({ photos, start }: { photos: ViewedPhoto[]; start: number }) {
  const { text } = useText();
  const strip = useRef<HTMLUListElement>(null);
  const [at, setAt] = useState(start);
  // Opens on the photo that was tapped.
  useLayoutEffect(() => {
    const element = strip.current;
    // In a right-to-left page the strip runs leftwards: scrollLeft counts down from 0.
    if (element)
      element.scrollLeft = start * element.clientWidth * (getComputedStyle(element).direction === 'rtl' ? -1 : 1);
  }, [start]);
  return (
    <>
      <Track
        ref={strip}
        onScroll={(event) =>
          setAt(Math.round(Math.abs(event.currentTarget.scrollLeft) / event.currentTarget.clientWidth))
        }
      >
        {photos.map((photo) => (
          <Slide key={photo.src}>
            <Image src={photo.src} alt={photo.alt} draggable={false} />
          </Slide>
        ))}
      </Track>
      <Counter aria-live="polite">{text('ui.viewer.counter', { at: at + 1, total: photos.length })}</Counter>
    </>
  );
}

const Content = styled(RadixDialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 41;
  background: #000;
  &:focus {
    outline: none;
  }
`;
const Track = styled.ul`
  display: flex;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  touch-action: pan-x;
`;
const Slide = styled.li`
  flex: 0 0 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  scroll-snap-align: center;
  scroll-snap-stop: always;
`;
const Image = styled.img`
  max-width: 100%;
  max-height: 100%;
  object-fit: contain;
  user-select: none;
`;
const Counter = styled.p`
  position: absolute;
  bottom: calc(18px + env(safe-area-inset-bottom));
  left: 50%;
  transform: translateX(-50%);
  padding: 4px 12px;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.6);
  color: #fff;
  font-size: ${theme.size.sm};
  font-weight: 700;
`;
/** At the foot, by the thumb, and clear of a toast at the top. */
const Close = styled.button`
  position: absolute;
  bottom: calc(8px + env(safe-area-inset-bottom));
  inset-inline-end: 12px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${theme.color.text};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
  }
`;
