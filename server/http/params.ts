/** Route parameters: a non-numeric id matches no record, so it is a 404 as in Laravel. */
import { modelNotFound } from './errors.ts';

export function routeId(params: unknown, model: string, key = 'id'): number {
  const raw = (params as Record<string, string | undefined>)[key] ?? '';
  if (!/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) throw modelNotFound(model, raw);
  return Number(raw);
}
