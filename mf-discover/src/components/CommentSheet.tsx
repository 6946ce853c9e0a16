import type { LikeComment } from '@wishlist/contract/client/types.gen.ts';
import { Dialog } from '@wishlist/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from '../i18n.ts';
import type { Commenting } from './commenting.ts';

interface CommentSheetProps {
  commenting: Commenting | null;
  onClose: () => void;
  /** Sends the like (or super like) with the comment. */
  onSend: (comment: LikeComment, superLike: boolean) => void;
  /** The plan has super likes: a second button sends the comment with one. */
  superLikes: boolean;
}

const loadForm = () => import('./CommentForm.tsx');
const CommentForm = lazy(async () => ({ default: (await loadForm()).CommentForm }));

/** Starts loading the sheet's form as a finger reaches a comment button, so it is there when the sheet opens. */
export const preloadCommentForm = (): void => void loadForm();

/**
 * A like with a comment (issue 46): what it answers (the prompt and its answer, or the photo), a comment of at most
 * 140 characters, and Send like (Send super like with a plan that has them). Closed without sending, nothing goes.
 */
export function CommentSheet({ commenting, onClose, onSend, superLikes }: CommentSheetProps) {
  const intl = useIntl();
  return (
    <Dialog
      open={commenting !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        commenting
          ? intl.formatMessage({ id: 'common.comment.title' }, { name: commenting.name })
          : intl.formatMessage({ id: 'common.comment.titleNobody' })
      }
    >
      {commenting && (
        <Suspense>
          <CommentForm commenting={commenting} onSend={onSend} superLikes={superLikes} />
        </Suspense>
      )}
    </Dialog>
  );
}
