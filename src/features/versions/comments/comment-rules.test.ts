import { describe, expect, it } from 'vitest';
import type { VisualComment } from '../../../../worker/contract/creatives';
import type { Viewer } from '../../../components/versions/version-rules';
import { canDeleteComment, canEditComment, wasEdited } from './comment-rules';

const comment = (authorId: number | null, updatedAt = '2025-07-03T09:05:00Z'): VisualComment => ({
  id: '1',
  versionId: '8',
  comment: 'Logo needs more room.',
  author: authorId === null ? null : { id: authorId, name: `Person ${authorId}` },
  createdAt: '2025-07-03T09:05:00Z',
  updatedAt,
});
const viewer = (userId: number, role: Viewer['role'], godlike = false): Viewer => ({ userId, role, godlike });

describe('comment rules', () => {
  it('lets authors edit and delete their own comments only', () => {
    expect(canEditComment(comment(3), viewer(3, 'editor'))).toBe(true);
    expect(canDeleteComment(comment(3), viewer(3, 'editor'))).toBe(true);
    expect(canEditComment(comment(2), viewer(3, 'editor'))).toBe(false);
    expect(canDeleteComment(comment(2), viewer(3, 'editor'))).toBe(false);
  });

  it('lets managers and godlike users delete (moderate) but not edit other people’s words', () => {
    expect(canDeleteComment(comment(3), viewer(1, 'manager'))).toBe(true);
    expect(canEditComment(comment(3), viewer(1, 'manager'))).toBe(false);
    expect(canDeleteComment(comment(3), viewer(5, 'visitor', true))).toBe(true);
    expect(canDeleteComment(comment(3), viewer(2, 'developer'))).toBe(false);
  });

  it('never treats a comment without author, or a viewer not yet known, as own', () => {
    expect(canEditComment(comment(null), viewer(3, 'editor'))).toBe(false);
    expect(canEditComment(comment(3), { userId: null, role: null, godlike: false })).toBe(false);
  });

  it('marks a comment changed after it was written as edited', () => {
    expect(wasEdited(comment(3))).toBe(false);
    expect(wasEdited(comment(3, '2025-07-03T10:00:00Z'))).toBe(true);
  });
});
