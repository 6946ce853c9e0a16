import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeftIcon, PencilIcon, IconButton, theme, TrashIcon, UserIcon } from '@wishlist/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { thumbnailOf } from '../utils/thumbnail.ts';
import { useIntl } from '../../../i18n.ts';

export interface PhotoGridProps {
  /** The photos in the order shown. */
  photos: string[];
  profilePhoto: string | null;
  /** What the owner said each described photo shows, by URL: the photo's text. */
  descriptions: Record<string, string>;
  /** A change is under way: the buttons wait for it. */
  busy: boolean;
  onMakeProfilePicture: (url: string) => void;
  onDelete: (url: string) => void;
  onDescribe: (url: string, number: number) => void;
  onMove: (from: number, to: number) => void;
}

/**
 * The photos: each can become the profile picture, be deleted, or be moved, by pressing and dragging it (touch or
 * mouse) or with its Move button.
 */
export function PhotoGrid({
  photos,
  profilePhoto,
  descriptions,
  busy,
  onMakeProfilePicture,
  onDelete,
  onDescribe,
  onMove,
}: PhotoGridProps) {
  const intl = useIntl();
  // A press held for a moment starts a drag; a quick swipe still scrolls the page.
  const sensors = useSensors(
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(photos.indexOf(String(active.id)), photos.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={photos} strategy={rectSortingStrategy}>
        <Grid aria-label={intl.formatMessage({ id: 'profile.photos.gridLabel' })}>
          {photos.map((url, index) => (
            <PhotoTile
              key={url}
              url={url}
              alt={descriptions[url] ?? intl.formatMessage({ id: 'profile.photos.photo' }, { number: index + 1 })}
            >
              <PhotoButtons
                number={index + 1}
                isProfilePicture={url === profilePhoto}
                busy={busy}
                onMakeProfilePicture={() => onMakeProfilePicture(url)}
                onDelete={() => onDelete(url)}
                onDescribe={() => onDescribe(url, index + 1)}
                onMoveEarlier={() => onMove(index, index - 1)}
              />
            </PhotoTile>
          ))}
        </Grid>
      </SortableContext>
    </DndContext>
  );
}

/** One photo in the grid; pressing and dragging it moves it among the others. */
function PhotoTile({ url, alt, children }: { url: string; alt: string; children: ReactNode }) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: url });
  return (
    <Tile
      ref={setNodeRef}
      {...listeners}
      $dragging={isDragging}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Photo src={thumbnailOf(url)} alt={alt} loading="lazy" draggable={false} />
      {children}
    </Tile>
  );
}

interface PhotoButtonsProps {
  number: number;
  isProfilePicture: boolean;
  busy: boolean;
  onMakeProfilePicture: () => void;
  onDelete: () => void;
  onDescribe: () => void;
  onMoveEarlier: () => void;
}

/**
 * A tile's corners: make it the profile picture (or say it is), delete it, describe it, move it earlier (all but the
 * first).
 */
function PhotoButtons({
  number,
  isProfilePicture,
  busy,
  onMakeProfilePicture,
  onDelete,
  onDescribe,
  onMoveEarlier,
}: PhotoButtonsProps) {
  const intl = useIntl();
  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <IconButton label={label} icon={icon} size={36} disabled={busy} onClick={onClick} />
  );
  return (
    <>
      {isProfilePicture ? (
        <Current>{intl.formatMessage({ id: 'profile.photos.current' })}</Current>
      ) : (
        <Corner $at="bottom-end">
          {button(
            intl.formatMessage({ id: 'profile.photos.makeProfilePicture' }, { number }),
            <UserIcon size={18} />,
            onMakeProfilePicture,
          )}
        </Corner>
      )}
      <Corner $at="top-end">
        {button(intl.formatMessage({ id: 'profile.photos.delete' }, { number }), <TrashIcon size={18} />, onDelete)}
      </Corner>
      {/* Above the 'Profile picture' strip on that photo. */}
      <Corner $at={isProfilePicture ? 'above-strip' : 'bottom-start'}>
        {button(
          intl.formatMessage({ id: 'profile.photos.describe' }, { number }),
          <PencilIcon size={18} />,
          onDescribe,
        )}
      </Corner>
      {number > 1 && (
        <Corner $at="top-start">
          {button(
            intl.formatMessage({ id: 'profile.photos.moveEarlier' }, { number }),
            <ArrowLeftIcon size={18} />,
            onMoveEarlier,
          )}
        </Corner>
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;
const Tile = styled.li<{ $dragging: boolean }>`
  position: relative;
  z-index: ${({ $dragging }) => ($dragging ? 2 : 'auto')};
  aspect-ratio: 1;
  border-radius: ${theme.radius.sm};
  overflow: hidden;
  background: ${theme.color.tint};
  box-shadow: ${({ $dragging }) => ($dragging ? theme.shadow.raised : 'none')};
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
`;
const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
  -webkit-user-drag: none;
`;
/** Across the foot of the tile: a badge would not fit a third of the column. */
const Current = styled.span`
  position: absolute;
  inset: auto 0 0;
  padding: 4px 6px;
  background: ${theme.color.primary};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  text-align: center;
`;
// By the line's start and end, so a right-to-left page mirrors them (Move earlier then sits top right).
const corners = {
  'top-start': 'top: 6px; inset-inline-start: 6px;',
  'top-end': 'top: 6px; inset-inline-end: 6px;',
  'bottom-end': 'bottom: 6px; inset-inline-end: 6px;',
  'bottom-start': 'bottom: 6px; inset-inline-start: 6px;',
  'above-strip': 'bottom: 28px; inset-inline-start: 6px;',
};
const Corner = styled.div<{ $at: keyof typeof corners }>`
  position: absolute;
  ${({ $at }) => corners[$at]}
`;
