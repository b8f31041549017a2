/**
 * Wallet, storage and usage statistics (brand settings, docs/brand-money.md): the entities their
 * pages watch, the query kinds and the commands (the teams are their domain's contract,
 * domains/teams/contract.ts). Every call behind them obeys the money/storage rule of spec
 * section 6; the worker does not even ask for users it excludes.
 */
import type { Page } from './page';

/** What a credit transaction was: render spends, top-ups, refunds, anything else an adjustment. */
export type TransactionKind = 'render' | 'top-up' | 'refund' | 'adjustment';

export interface NamedRef {
  readonly id: string;
  readonly name: string;
}

export interface CreditTransaction {
  readonly id: string;
  /** Credits: negative spent, positive added. */
  readonly amount: number;
  readonly kind: TransactionKind;
  readonly createdAt: string;
  /** The render it paid for, when known. */
  readonly buildId: string | null;
  /** The template of that render. */
  readonly visual: NamedRef | null;
  /** Who started that render. */
  readonly user: NamedRef | null;
}

export interface TopUpRequest {
  readonly id: string;
  readonly amount: number;
  readonly note: string | null;
  readonly status: string;
  readonly createdAt: string;
  readonly user: NamedRef | null;
}

export interface TopUpRequests {
  readonly id: 'top-up-requests';
  readonly requests: readonly TopUpRequest[];
}

/** The usage-statistics period the server has data for (GET brand/meta → entirePeriod). */
export interface UsagePeriod {
  readonly id: 'usage-period';
  readonly from: string;
  readonly to: string;
}

export const STORAGE_AREAS = ['ad-sets', 'asset-groups', 'asset-library', 'feeds', 'visuals'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface StorageItem {
  readonly id: string;
  readonly name: string;
  readonly bytes: number;
  readonly files: number;
}

export interface StorageAreaUsage {
  readonly area: StorageArea;
  readonly bytes: number;
  readonly files: number;
  /** Records holding files (ad sets, feeds...); files themselves for the asset library. */
  readonly items: number;
  readonly largest: readonly StorageItem[];
}

export interface StorageAreas {
  readonly id: 'storage-areas';
  /** The brand quota and usage, in bytes. */
  readonly total: number;
  readonly used: number;
  /** Files (inodes) used and allowed, and the volume under the quota in bytes (mnt_meta's figures). */
  readonly inodes: { readonly used: number; readonly total: number };
  readonly volume: { readonly used: number; readonly total: number };
  readonly areas: readonly StorageAreaUsage[];
}

/** The spending history, newest first; a period of days (YYYY-MM-DD) when given. */
export interface TransactionsQuery {
  readonly kind: 'wallet/transactions';
  readonly page: number;
  readonly perPage: number;
  readonly from?: string;
  readonly to?: string;
}
export interface TopUpRequestsQuery {
  readonly kind: 'wallet/top-up-requests';
}
export interface UsagePeriodQuery {
  readonly kind: 'usage-stats/period';
}
export interface StorageAreasQuery {
  readonly kind: 'storage/areas';
}
export interface BrandMoneyQueryResults {
  readonly 'wallet/transactions': Page<CreditTransaction>;
  readonly 'wallet/top-up-requests': TopUpRequests;
  readonly 'usage-stats/period': UsagePeriod;
  readonly 'storage/areas': StorageAreas;
}

// ---------------------------------------------------------------- commands

/** Downloads the usage statistics of a period (xlsx), named by the two dates. */
export interface DownloadUsageStatsCommand {
  readonly type: 'usage-stats/download';
  readonly from: string;
  readonly to: string;
}
/** A manager asks for credits: a pending request (the reference backend takes no payments). */
export interface RequestTopUpCommand {
  readonly type: 'wallet/request-top-up';
  readonly amount: number;
  readonly note: string;
}
