/**
 * The keys this feature builds at run time (states, actions, history entries, render states,
 * formats) exist in every locale; the shared locale test only sees literal keys.
 */
import { describe, expect, it } from 'vitest';
import cs from '../../../locales/areas/versions/cs.json';
import en from '../../../locales/areas/versions/en.json';
import fr from '../../../locales/areas/versions/fr.json';
import { BUILD_STATUSES, VERSION_ACTIONS, VERSION_STATUSES } from '../../../worker/contract/creatives';
import { OUTPUT_FORMATS } from './renders/render-rules';
import { dialogOf, keyPart } from '../../components/versions/version-rules';

function has(tree: unknown, key: string): boolean {
  const value = key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof value === 'string' && value.trim() !== '';
}

const HISTORY_ACTIONS = ['created', 'revise', 'process', 'preview', 'request-approval', 'cancel-approval', 'approve', 'reject', 'erase', 'archive', 'comment', 'render'];

const KEYS = [
  ...VERSION_STATUSES.map((status) => `VERSIONS.STATUS.${keyPart(status)}`),
  ...VERSION_ACTIONS.map((action) => `VERSIONS.ACTION.${keyPart(action)}`),
  ...VERSION_ACTIONS.filter((action) => dialogOf(action) !== 'none').flatMap((action) => [`VERSIONS.CONFIRM.${keyPart(action)}_TITLE`, `VERSIONS.CONFIRM.${keyPart(action)}_TEXT`]),
  ...HISTORY_ACTIONS.map((action) => `VERSIONS.HISTORY.${keyPart(action)}`),
  ...BUILD_STATUSES.map((status) => `VERSIONS.BUILD_STATUS.${keyPart(status)}`),
  ...OUTPUT_FORMATS.map((format) => `VERSIONS.FORMAT.${format.toUpperCase()}`),
  'VERSIONS.REVIEW_NOTICE_OWN',
  'VERSIONS.REVIEW_NOTICE_REVIEWER',
  'VERSIONS.REVIEW_NOTICE_OTHERS',
];

describe('run-time keys of the versions pages', () => {
  it.each([
    ['en', en],
    ['cs', cs],
    ['fr', fr],
  ] as const)('exist in %s', (_locale, tree) => {
    expect(KEYS.filter((key) => !has(tree, key))).toEqual([]);
  });
});
