/**
 * Levels of the credit and storage indicators (spec sections 4 and 9): the header's balance and
 * storage, the dashboard's cards and the wallet's scale. They are read from the bands of the
 * low-credit and high-storage notices (worker/contract: CREDIT_BANDS, STORAGE_BANDS), never banded
 * again: a band's level is its notice's level, `ok` where the band has no notice, plus `unknown`
 * (no figure yet). The tone is the notice's too: one that cannot be dismissed (below 5 credits, a
 * full storage) is a danger, the other notices warn.
 */
import { CREDIT_BANDS, creditNotice, type CreditNoticeLevel } from '../../../worker/contract/credit-notice';
import type { Notice, NoticeBand } from '../../../worker/contract/notice';
import { STORAGE_BANDS, storageNotice, type StorageNoticeLevel } from '../../../worker/contract/storage-notice';

export type BalanceLevel = 'unknown' | 'ok' | CreditNoticeLevel;
export type StorageLevel = 'unknown' | 'ok' | StorageNoticeLevel;
export type LevelTone = 'neutral' | 'warning' | 'danger';

/** A band's level: its notice's, or `ok` where it shows none. */
export function bandLevel<Level extends string>(band: NoticeBand<Level>): Level | 'ok' {
  return band.notice?.level ?? 'ok';
}

/**
 * How long the header's balance figure stays on screen before the next one while it keeps
 * changing (every render spends: during a storm it changed with every live batch). Half a second:
 * a spend still shows within a second of its event, bridge and paint included. A level crossed
 * shows at once.
 */
export const BALANCE_FIGURE_MS = 500;

export function headerBalanceLevel(balance: number | null): BalanceLevel {
  if (balance === null || !Number.isFinite(balance)) return 'unknown';
  return creditNotice(balance)?.level ?? 'ok';
}

export function storageLevel(percent: number | null): StorageLevel {
  if (percent === null || !Number.isFinite(percent)) return 'unknown';
  return storageNotice(percent)?.level ?? 'ok';
}

function noticeTone(notice: Notice<string> | null): LevelTone {
  if (notice === null) return 'neutral';
  return notice.dismissible ? 'warning' : 'danger';
}

const BANDS: readonly NoticeBand<string>[] = [...CREDIT_BANDS, ...STORAGE_BANDS];

/** The tone of a level: that of its band's notice (none: neutral). */
export function levelTone(level: BalanceLevel | StorageLevel): LevelTone {
  return noticeTone(BANDS.find((band) => band.notice?.level === level)?.notice ?? null);
}
