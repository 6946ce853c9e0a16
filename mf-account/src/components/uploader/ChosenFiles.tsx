import { CloseIcon, IconButton, ProgressBar, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { formatFileSize } from './format-file-size.ts';

/** What the list shows of a chosen file (an Uppy file has all of it). */
export interface ChosenFile {
  id: string;
  name?: string;
  /** A small image made in the browser, for images. */
  preview?: string;
  size: number | null;
  progress: { percentage?: number };
}

export interface ChosenFilesProps {
  files: ChosenFile[];
  /** Uploading: each file shows its progress instead of its size, and can no longer be removed. */
  busy: boolean;
  onRemove: (id: string) => void;
}

/** The files chosen for the next upload, each with its thumbnail, name and size (or progress). */
export function ChosenFiles({ files, busy, onRemove }: ChosenFilesProps) {
  return (
    <Chosen aria-label="Chosen files">
      {files.map((file) => {
        const name = file.name ?? 'file';
        return (
          <Tile key={file.id}>
            {file.preview ? <Thumb src={file.preview} alt={name} /> : <NoThumb aria-hidden="true" />}
            <TileText>
              <FileName>{name}</FileName>
              {busy ? (
                <ProgressBar value={file.progress.percentage ?? 0} label={`Uploading ${name}`} />
              ) : (
                <FileSize>{formatFileSize(file.size ?? 0)}</FileSize>
              )}
            </TileText>
            {!busy && (
              <IconButton
                label={`Remove ${name} (${formatFileSize(file.size ?? 0)})`}
                icon={<CloseIcon size={18} />}
                onClick={() => onRemove(file.id)}
              />
            )}
          </Tile>
        );
      })}
    </Chosen>
  );
}

const Chosen = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Tile = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: 6px;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.tint};
`;
const thumbSize = `
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 8px;
`;
const Thumb = styled.img`
  ${thumbSize}
  object-fit: cover;
`;
const NoThumb = styled.span`
  ${thumbSize}
  background: ${theme.color.border};
`;
const TileText = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const FileName = styled.span`
  overflow: hidden;
  font-size: ${theme.size.sm};
  font-weight: 700;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const FileSize = styled.span`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
`;
