import { describe, expect, it } from 'vitest';
import {
  creditNotice,
  isNoticeShown,
  NO_DISMISSALS,
  NOT_DISMISSED,
  reconcileCreditDismissal,
  reconcileDismissals,
  reconcileStorageDismissal,
  storageNotice,
} from './alert-notices';

describe('low-credit notice', () => {
  it.each([
    [null, null],
    [150, null],
    [100, null],
    [99, 'below100'],
    [50, 'below100'],
    [49, 'below50'],
    [5, 'below50'],
    [4, 'below5'],
  ] as const)('%s credits → %s', (balance, id) => {
    expect(creditNotice(balance)?.id ?? null).toBe(id);
  });
  it('is a sticky warning under 5, dismissible info otherwise', () => {
    expect(creditNotice(1)).toEqual({ id: 'below5', tone: 'warning', dismissible: false });
    expect(creditNotice(30)).toEqual({ id: 'below50', tone: 'info', dismissible: true });
  });
});

describe('high-storage notice', () => {
  it.each([
    [74, null],
    [75, 'above75'],
    [89, 'above75'],
    [90, 'above90'],
    [99, 'above90'],
    [100, 'above100'],
  ] as const)('%s %% → %s', (percent, id) => {
    expect(storageNotice(percent)?.id ?? null).toBe(id);
  });
  it('is a sticky warning at 100 %', () => {
    expect(storageNotice(100)?.dismissible).toBe(false);
  });
});

describe('credit dismissal', () => {
  const at80 = { dismissed: true, dismissedAt: 80 };
  it('clears at 100 or more', () => expect(reconcileCreditDismissal(at80, 100)).toEqual(NOT_DISMISSED));
  it('clears when the balance rises above the dismissed value', () => expect(reconcileCreditDismissal(at80, 81)).toEqual(NOT_DISMISSED));
  it('follows the balance down', () => expect(reconcileCreditDismissal(at80, 60)).toEqual({ dismissed: true, dismissedAt: 60 }));
  it('stays as it is at the same value', () => expect(reconcileCreditDismissal(at80, 80)).toBe(at80));
});

describe('storage dismissal', () => {
  const at80 = { dismissed: true, dismissedAt: 80 };
  it('clears at 100 %', () => expect(reconcileStorageDismissal(at80, 100)).toEqual(NOT_DISMISSED));
  it('clears when usage drops below the dismissed value', () => expect(reconcileStorageDismissal(at80, 79)).toEqual(NOT_DISMISSED));
  it('follows usage up', () => expect(reconcileStorageDismissal(at80, 85)).toEqual({ dismissed: true, dismissedAt: 85 }));
});

describe('dismissal records', () => {
  it('keep identity when nothing changes', () => {
    expect(reconcileDismissals(NO_DISMISSALS, 50, 50)).toBe(NO_DISMISSALS);
  });
  it('hide a dismissed notice but never a sticky one', () => {
    const records = { ...NO_DISMISSALS, below100: { dismissed: true, dismissedAt: 70 } };
    expect(isNoticeShown(creditNotice(70), records)).toBe(false);
    expect(isNoticeShown(creditNotice(40), records)).toBe(true);
    expect(isNoticeShown(creditNotice(2), records)).toBe(true);
    expect(isNoticeShown(null, records)).toBe(false);
  });
});
