/**
 * Who may change a comment. Authors edit their own words; deleting is also open to managers and
 * godlike users, who moderate (the server allows the same and answers 403 to anyone else).
 */
import type { VisualComment } from '../../../../worker/contract/creatives';
import type { Viewer } from '../../../components/versions/version-rules';

export function isOwnComment(comment: VisualComment, viewer: Viewer): boolean {
  return viewer.userId !== null && comment.author !== null && comment.author.id === viewer.userId;
}

export function canEditComment(comment: VisualComment, viewer: Viewer): boolean {
  return isOwnComment(comment, viewer);
}

export function canDeleteComment(comment: VisualComment, viewer: Viewer): boolean {
  return isOwnComment(comment, viewer) || viewer.godlike || viewer.role === 'manager';
}

/** Edited when its text changed after it was written. */
export function wasEdited(comment: VisualComment): boolean {
  return comment.updatedAt !== comment.createdAt;
}
