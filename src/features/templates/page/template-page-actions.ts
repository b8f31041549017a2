/**
 * Which template actions the template page offers (spec section 4), by its state and the user's
 * role. The reference backend lets every role but visitors change templates; an archived template
 * can only be restored or deleted for good. The server stays the authority (a refusal is a toast).
 */
import type { PrimaryRole } from '../../../../worker/contract/entities';
import type { Visual, VisualAction } from '../../../../worker/contract/creatives';

export type TemplatePageAction = 'edit' | VisualAction;

export function availableActions(visual: Pick<Visual, 'status' | 'archived'>, role: PrimaryRole | null): readonly TemplatePageAction[] {
  if (role === null || role === 'visitor') return [];
  if (visual.archived) return ['restore', 'force-delete'];
  // Unpublish and publish undo each other: after Unpublish there is a way back.
  const publication = visual.status === 'published' ? (['unpublish'] as const) : visual.status === 'unpublished' ? (['publish'] as const) : [];
  return ['edit', 'revise', ...publication, 'archive', 'force-delete'];
}

export const ACTION_LABEL_KEYS: Readonly<Record<TemplatePageAction, string>> = {
  edit: 'TEMPLATES.ACTION_EDIT',
  revise: 'TEMPLATES.ACTION_REVISE',
  unpublish: 'TEMPLATES.ACTION_UNPUBLISH',
  publish: 'TEMPLATES.ACTION_PUBLISH',
  archive: 'TEMPLATES.ACTION_ARCHIVE',
  restore: 'TEMPLATES.ACTION_RESTORE',
  'force-delete': 'TEMPLATES.ACTION_FORCE_DELETE',
};

/** Deleting for good asks the user to type the template's name; spaces around it do not count. */
export function confirmsName(typed: string, name: string): boolean {
  return typed.trim() === name.trim() && name.trim() !== '';
}
