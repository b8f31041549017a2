import { describe, expect, it } from 'vitest';
import { VERSION_STATUSES } from './creatives';
import { allowedActions, COMMENT_OPTIONAL, COMMENT_REQUIRED, nextStatus, REVIEW_ACTIONS } from './version-actions';

describe('the version state machine', () => {
  it('offers per state the actions of docs/creative-workflow.md', () => {
    expect(Object.fromEntries(VERSION_STATUSES.map((status) => [status, allowedActions(status)]))).toEqual({
      draft: ['revise', 'process', 'erase', 'archive'],
      processed: ['revise', 'process', 'preview', 'request-approval', 'erase', 'archive'],
      previewed: ['revise', 'process', 'preview', 'request-approval', 'erase', 'archive'],
      'approval-requested': ['revise', 'cancel-approval', 'approve', 'reject'],
      approved: ['revise', 'preview', 'erase', 'archive'],
      rejected: ['revise', 'process', 'erase', 'archive'],
      erased: ['revise', 'archive'],
      archived: ['revise'],
    });
  });

  it('derives the reviewer and comment lists from the transitions', () => {
    expect(REVIEW_ACTIONS).toEqual(['approve', 'reject']);
    expect(COMMENT_REQUIRED).toEqual(['reject']);
    expect(COMMENT_OPTIONAL).toEqual(['request-approval', 'approve']);
  });

  it('cancelling a request goes back to the state before it; preview keeps an approval', () => {
    expect(nextStatus('cancel-approval', 'approval-requested', 'previewed')).toBe('previewed');
    expect(nextStatus('cancel-approval', 'approval-requested', null)).toBe('processed');
    expect(nextStatus('preview', 'approved', null)).toBe('approved');
    expect(nextStatus('preview', 'processed', null)).toBe('previewed');
    expect(nextStatus('reject', 'approval-requested', 'processed')).toBe('rejected');
  });
});
