// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Redactor } from './redact';

describe('Redactor on the creative workflow', () => {
  it('redacts review comments, history actors and comment authors, and keeps ids and states', () => {
    const event = {
      type: 'records/changed',
      resource: 'visual-version',
      id: '11',
      record: {
        id: '11',
        status: 'rejected',
        approvalComment: 'Logo too small, ask Jana',
        requestedBy: { id: 3, name: 'Dana Developer' },
        history: [{ action: 'reject', actor: { id: 2, name: 'Marta Manager' }, comment: 'Logo too small, ask Jana', at: 'x' }],
      },
    };
    const out = new Redactor().redact(event);
    expect(out.record).toEqual({
      id: '11',
      status: 'rejected',
      approvalComment: '[text-1]',
      requestedBy: { id: 3, name: '[name-1]' },
      history: [{ action: 'reject', actor: { id: 2, name: '[name-2]' }, comment: '[text-1]', at: 'x' }],
    });
    expect(JSON.stringify(out)).not.toMatch(/Marta|Dana|Jana/);
  });
});
