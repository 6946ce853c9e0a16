import { CloseIcon, IconButton, Input, ProgressBar, theme } from '@wishlist/ui';
import styled from 'styled-components';
import { formatFileSize } from './format-file-size.ts';
import { useIntl } from '../../i18n.ts';

/** The contract's longest photo description. */
export const MAX_DESCRIPTION = 250;

/** What the list shows of a chosen file. */
export interface ChosenFile {
  id: string;
  name: string;
  /** A small image made in the browser, for images. */
  preview?: string;
  size: number;
  /** Of this file, 0–100, while it is sent. */
  percentage: number;
  /** Its last try failed: the next upload tries it again. */
  failed: boolean;
  /** What it shows, in the owner's words, as typed so far. */
  description: string;
}

export interface ChosenFilesProps {
  files: ChosenFile[];
  /** Uploading: each file shows its progress instead of its size, and can no longer be removed. */
  busy: boolean;
  onRemove: (id: string) => void;
  /** Given, each file asks what it shows (optional): the photo's text for people who cannot see it. */
  onDescribe?: (id: string, description: string) => void;
}

/** The files chosen for the next upload, each with its thumbnail, name and size (or progress, or its failure). */
export function ChosenFiles({ files, busy, onRemove, onDescribe }: ChosenFilesProps) {
  const intl = useIntl();
  return (
    <Chosen aria-label={intl.formatMessage({ id: 'uploader.chosen' })}>
      {files.map((file) => (
        <Tile key={file.id}>
          {file.preview ? <Thumb src={file.preview} alt={file.name} /> : <NoThumb aria-hidden="true" />}
          <TileText>
            <FileName>{file.name}</FileName>
            {busy ? (
              <ProgressBar
                value={file.percentage}
                label={intl.formatMessage({ id: 'uploader.uploadingFile' }, { name: file.name })}
              />
            ) : (
              <FileSize $failed={file.failed}>
                {formatFileSize(file.size, intl.locale)}
                {file.failed && intl.formatMessage({ id: 'uploader.notUploaded' })}
              </FileSize>
            )}
            {onDescribe && !busy && (
              <Input
                label={intl.formatMessage({ id: 'uploader.describe' }, { name: file.name })}
                value={file.description}
                maxLength={MAX_DESCRIPTION}
                onChange={(event) => onDescribe(file.id, event.target.value)}
              />
            )}
          </TileText>
          {!busy && (
            <IconButton
              label={intl.formatMessage(
                { id: 'uploader.remove' },
                { name: file.name, size: formatFileSize(file.size, intl.locale) },
              )}
              icon={<CloseIcon size={18} />}
              onClick={() => onRemove(file.id)}
            />
          )}
        </Tile>
      ))}
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
const FileSize = styled.span<{ $failed: boolean }>`
  color: ${({ $failed }) => ($failed ? theme.color.danger : theme.color.muted)};
  font-size: ${theme.size.xs};
`;
