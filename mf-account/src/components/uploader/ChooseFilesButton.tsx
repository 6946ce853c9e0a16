import { Button, PlusIcon } from '@wishlist/ui';
import { type ChangeEvent, useRef } from 'react';
import type { Restrictions } from './restrictions.ts';

export interface ChooseFilesButtonProps {
  label: string;
  restrictions: Restrictions;
  disabled?: boolean;
  /** The files chosen in the picker (none when it was closed without a choice: not called). */
  onChoose: (files: File[]) => void;
  /** The person is about to choose (pointer down, focus): a moment to load what choosing will need. */
  onAboutToChoose?: () => void;
}

/**
 * The button that opens the file picker ('Add Photo'), with its hidden file input: the picker offers the types the
 * restrictions allow, and several files unless one is allowed. It shows before the rest of the uploader loads.
 */
export function ChooseFilesButton({
  label,
  restrictions,
  disabled,
  onChoose,
  onAboutToChoose,
}: ChooseFilesButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={restrictions.allowedFileTypes?.join(', ')}
        multiple={restrictions.maxNumberOfFiles !== 1}
        onChange={choose}
        hidden
      />
      <Button
        variant="secondary"
        disabled={disabled}
        onPointerDown={onAboutToChoose}
        onFocus={onAboutToChoose}
        onClick={() => input.current?.click()}
      >
        <PlusIcon size={18} />
        {label}
      </Button>
    </>
  );
}
