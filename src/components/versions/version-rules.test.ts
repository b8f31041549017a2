import { describe, expect, it } from 'vitest';
import { VERSION_ACTIONS, type VersionAction } from '../../../worker/contract/creatives';
import { belongsTo, canChangeVersions, dialogOf, isReviewer, keyPart, landingVersion, offeredVersionActions, statusTone, type Viewer } from './version-rules';

const manager: Viewer = { userId: 1, role: 'manager', godlike: false };
const developer: Viewer = { userId: 2, role: 'developer', godlike: false };
const editor: Viewer = { userId: 3, role: 'editor', godlike: false };
const visitor: Viewer = { userId: 4, role: 'visitor', godlike: false };
const godlikeVisitor: Viewer = { userId: 5, role: 'visitor', godlike: true };
const loading: Viewer = { userId: null, role: null, godlike: false };

const inReview = (requestedBy: number | null) => ({
  actions: ['revise', 'cancel-approval', 'approve', 'reject'] as VersionAction[],
  requestedBy: requestedBy === null ? null : { id: requestedBy, name: `Person ${requestedBy}` },
});

describe('offeredVersionActions', () => {
  it('offers a reviewer the review first, then the rest, in a fixed order', () => {
    expect(offeredVersionActions(inReview(3), manager)).toEqual(['approve', 'reject', 'cancel-approval', 'revise']);
    expect(offeredVersionActions(inReview(3), developer)).toEqual(['approve', 'reject', 'cancel-approval', 'revise']);
  });

  it('never offers the review to the person who asked for it (a second pair of eyes, as the server insists)', () => {
    expect(offeredVersionActions(inReview(1), manager)).toEqual(['cancel-approval', 'revise']);
  });

  it('offers editors everything but the review actions, and withdrawing only their own request (the server refuses the rest)', () => {
    expect(offeredVersionActions(inReview(3), editor)).toEqual(['cancel-approval', 'revise']);
    expect(offeredVersionActions(inReview(1), editor)).toEqual(['revise']);
    expect(offeredVersionActions(inReview(null), editor)).toEqual(['cancel-approval', 'revise']);
    expect(offeredVersionActions({ actions: ['revise', 'process', 'preview', 'request-approval', 'erase', 'archive'], requestedBy: null }, editor)).toEqual([
      'request-approval',
      'process',
      'preview',
      'revise',
      'erase',
      'archive',
    ]);
  });

  it('offers nothing to visitors or before the role is known, everything the server lists to godlike users', () => {
    expect(offeredVersionActions(inReview(3), visitor)).toEqual([]);
    expect(offeredVersionActions(inReview(3), loading)).toEqual([]);
    expect(offeredVersionActions(inReview(3), godlikeVisitor)).toEqual(['approve', 'reject', 'cancel-approval', 'revise']);
  });

  it('offers only what the server lists, once each', () => {
    expect(offeredVersionActions({ actions: ['revise', 'revise'], requestedBy: null }, manager)).toEqual(['revise']);
    expect(offeredVersionActions({ actions: [], requestedBy: null }, manager)).toEqual([]);
  });
});

describe('dialogOf', () => {
  it('asks for a comment where the call takes one, confirms what destroys, runs the rest at once', () => {
    const dialogs = Object.fromEntries(VERSION_ACTIONS.map((action) => [action, dialogOf(action)]));
    expect(dialogs).toEqual({
      revise: 'none',
      process: 'none',
      preview: 'none',
      'request-approval': 'comment-optional',
      'cancel-approval': 'none',
      approve: 'comment-optional',
      reject: 'comment-required',
      erase: 'confirm',
      archive: 'confirm',
    });
  });
});

describe('roles', () => {
  it('lets managers, developers and godlike users review, and everyone but visitors change versions', () => {
    expect([manager, developer, editor, visitor, godlikeVisitor, loading].map(isReviewer)).toEqual([true, true, false, false, true, false]);
    expect([manager, developer, editor, visitor, godlikeVisitor, loading].map(canChangeVersions)).toEqual([true, true, true, false, true, false]);
  });
});

describe('looks and lookups', () => {
  it('colours the waiting, approved and rejected states apart', () => {
    expect([statusTone('approval-requested'), statusTone('approved'), statusTone('rejected'), statusTone('erased')]).toEqual(['waiting', 'success', 'danger', 'muted']);
  });

  it('turns server words into key parts', () => {
    expect(keyPart('approval-requested')).toBe('APPROVAL_REQUESTED');
    expect(keyPart('cancel-approval')).toBe('CANCEL_APPROVAL');
  });

  it('lands on the latest version the server names, else the newest by number', () => {
    const versions = [
      { id: '7', number: 2, status: 'archived' as const },
      { id: '9', number: 3, status: 'archived' as const },
      { id: '5', number: 1, status: 'approved' as const },
    ];
    expect(landingVersion({ latestVersion: versions[2]!, versions })?.id).toBe('5');
    expect(landingVersion({ latestVersion: null, versions })?.id).toBe('9');
    expect(landingVersion({ latestVersion: null, versions: [] })).toBeNull();
  });

  it('tells whether a version belongs to the template of the URL', () => {
    expect(belongsTo({ visualId: '4' }, '4')).toBe(true);
    expect(belongsTo({ visualId: '4' }, '5')).toBe(false);
  });
});
