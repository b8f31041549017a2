/**
 * How a seeded version reached its state: the steps of the state machine
 * (worker/contract/version-actions.ts) in order, each with who took it and when (hours after the
 * version was created), so every seeded version has a believable history.
 */
import type { VersionStatus } from '../../worker/contract/creatives';
import type { TransitionAction } from '../../worker/contract/version-actions';

export interface StoryStep {
  readonly action: Exclude<TransitionAction, 'cancel-approval'>;
  readonly from: VersionStatus;
  readonly to: VersionStatus;
  /** The version's author, or the reviewer (someone else: four eyes). */
  readonly by: 'author' | 'reviewer';
  readonly comment: string | null;
  readonly hours: number;
}

const REJECTIONS = ['The logo is cut off at 320x50.', 'Prices must include VAT.', 'Wrong brand colours in the CTA.'];
const APPROVALS = ['Approved for the campaign.', null, 'Looks great, ship it!'];

const step = (action: StoryStep['action'], from: VersionStatus, to: VersionStatus, by: StoryStep['by'], hours: number, comment: string | null = null): StoryStep => ({ action, from, to, by, comment, hours });

/** `seq` varies the wording between versions. */
export function storyOf(status: string, seq: number): StoryStep[] {
  const processed = [step('process', 'draft', 'processed', 'author', 1)];
  const previewed = [...processed, step('preview', 'processed', 'previewed', 'author', 2)];
  const requested = [...previewed, step('request-approval', 'previewed', 'approval-requested', 'author', 3, 'Ready for review.')];
  switch (status) {
    case 'draft':
      return [];
    case 'processed':
      return processed;
    case 'previewed':
      return previewed;
    case 'approval-requested':
      return requested;
    case 'approved':
      return [...requested, step('approve', 'approval-requested', 'approved', 'reviewer', 20, APPROVALS[seq % APPROVALS.length]!)];
    case 'rejected':
      return [...requested, step('reject', 'approval-requested', 'rejected', 'reviewer', 20, REJECTIONS[seq % REJECTIONS.length]!)];
    case 'erased':
      return [...processed, step('erase', 'processed', 'erased', 'author', 30)];
    case 'archived':
      return [...previewed, step('archive', 'previewed', 'archived', 'author', 40)];
    default:
      throw new Error(`no seed story for ${status}`);
  }
}

/** What the version row keeps from its story. */
export function rowFromStory(steps: readonly StoryStep[]): { statusBeforeApproval: VersionStatus | null; approvalComment: string | null; hasPreview: boolean } {
  const last = steps.at(-1);
  const review = [...steps].reverse().find((s) => s.comment !== null);
  return {
    statusBeforeApproval: last?.action === 'request-approval' ? last.from : null,
    approvalComment: review?.comment ?? null,
    hasPreview: steps.some((s) => s.action === 'preview') && last?.action !== 'erase',
  };
}
