/** Where a slice's data stands: not asked for yet, on its way, here, or failed (its page says why). */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
