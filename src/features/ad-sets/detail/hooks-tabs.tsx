/** Webhooks of the ad set (URL + events, add and remove) and their shared settings (retry, secret). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { HOOK_SECRET_OVERLAP_MS, HOOK_URL_NOT_PUBLIC } from '../../../../worker/contract/ad-set-hooks';
import { AD_SET_HOOK_EVENTS, AD_SET_RETRY_POLICIES } from '../../../../worker/contract/ad-sets';
import type { AdSetDetail } from '../../../../worker/domains/ad-sets/contract';
import { Button, focusRing } from '../../../components/ui/button';
import { InlineError } from '../../../components/ui/card';
import { describedBy, Field, inputClass, type FieldProblem } from '../../../components/ui/form-field';
import { EmptyState } from '../../../components/ui/page-states';
import { useDataLayer } from '../../../data-client';
import { formatDateTime } from '../../../lib/dates';
import { useStillAhead } from '../../../lib/use-still-ahead';
import { useAdSetPermissions } from '../permissions';
import { HookDeliveries } from './hook-deliveries';

type Problems = Record<string, readonly FieldProblem[]>;
/** The server's known refusals become this page's translated messages; others are shown as they come. */
const SERVER_KEYS: Readonly<Record<string, string>> = { [HOOK_URL_NOT_PUBLIC]: 'AD_SETS_HOOKS.URL_NOT_PUBLIC' };
const fromServer = (errors: Readonly<Record<string, readonly string[]>> | undefined, t: (key: string) => string): Problems =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([k, list]) => [k.split('.')[0] ?? k, list.map((text) => ({ text: SERVER_KEYS[text] ? t(SERVER_KEYS[text]) : text }))]));

export function HooksTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const { canEditHooks: canEdit } = useAdSetPermissions();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<readonly string[]>(['render.finished']);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const add = async (e: FormEvent) => {
    e.preventDefault();
    const own: Problems = {};
    if (!/^https?:\/\/\S+$/.test(url.trim())) own.url = [{ text: t('AD_SETS_HOOKS.URL_INVALID') }];
    if (events.length === 0) own.events = [{ text: t('AD_SETS_HOOKS.EVENTS_REQUIRED') }];
    setProblems(own);
    if (Object.keys(own).length > 0) return;
    setBusy(true);
    const result = await api.dispatch({ type: 'ad-sets/hooks', id: adSet.id, action: { kind: 'add', url: url.trim(), events } });
    setBusy(false);
    if (result.ok) setUrl('');
    else setProblems(fromServer(result.fieldErrors, t));
  };
  return (
    <div className="space-y-4">
      {adSet.hooks.length === 0 ? (
        <EmptyState title={t('AD_SETS_HOOKS.EMPTY')} />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm shadow-sm" data-testid="hooks">
          {adSet.hooks.map((h) => (
            <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span>
                <span className="block break-all font-medium text-slate-900">{h.url}</span>
                <span className="text-xs text-slate-600">
                  {h.events.map((ev) => t(`AD_SETS_HOOKS.EVENT_${ev.replace(/[.-]/g, '_').toUpperCase()}`)).join(', ')} · {formatDateTime(h.createdAt)}
                </span>
              </span>
              {canEdit ? (
                <Button variant="ghost" onClick={() => void api.dispatch({ type: 'ad-sets/hooks', id: adSet.id, action: { kind: 'remove', hookId: h.id } })} aria-label={t('AD_SETS_HOOKS.REMOVE_LABEL', { url: h.url })}>
                  {t('AD_SETS_HOOKS.REMOVE')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form onSubmit={(e) => void add(e)} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-sm font-semibold text-slate-900">{t('AD_SETS_HOOKS.ADD_TITLE')}</h2>
          <Field id="hook-url" label={t('AD_SETS_HOOKS.URL')} required problems={problems.url ?? []}>
            <input id="hook-url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} className={inputClass((problems.url ?? []).length > 0)} placeholder="https://" {...describedBy('hook-url', problems.url ?? [])} />
          </Field>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('AD_SETS_HOOKS.EVENTS')}</legend>
            <div className="flex flex-wrap gap-3">
              {AD_SET_HOOK_EVENTS.map((ev) => (
                <label key={ev} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" className={focusRing} checked={events.includes(ev)} onChange={() => setEvents(events.includes(ev) ? events.filter((x) => x !== ev) : [...events, ev])} />
                  {t(`AD_SETS_HOOKS.EVENT_${ev.replace(/[.-]/g, '_').toUpperCase()}`)}
                </label>
              ))}
            </div>
            {(problems.events ?? []).map((p, i) => (
              <p key={i} className="mt-1 text-sm text-red-700">
                {'text' in p ? p.text : t(p.key)}
              </p>
            ))}
          </fieldset>
          <Button type="submit" disabled={busy}>
            {t('AD_SETS_HOOKS.ADD')}
          </Button>
        </form>
      ) : null}
      <HookDeliveries adSet={adSet} />
    </div>
  );
}

export function HooksSettingsTab({ adSet }: { adSet: AdSetDetail }) {
  const { t } = useTranslation('ad-sets');
  const api = useDataLayer();
  const { canEditHooks: canEdit, canRotateHookSecret } = useAdSetPermissions();
  const [policy, setPolicy] = useState(adSet.hooksSettings.retryPolicy);
  const [attempts, setAttempts] = useState(String(adSet.hooksSettings.maxAttempts));
  const [problems, setProblems] = useState<Problems>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const n = Number(attempts);
    if (!Number.isInteger(n) || n < 1 || n > 10) return setProblems({ max_attempts: [{ text: t('AD_SETS_HOOKS.ATTEMPTS_RANGE', { min: 1, max: 10 }) }] });
    setProblems({});
    const result = await api.dispatch({ type: 'ad-sets/hooks', id: adSet.id, action: { kind: 'settings', retryPolicy: policy, maxAttempts: n } });
    if (result.ok) setSaved(true);
    else setProblems(fromServer(result.fieldErrors, t));
  };
  const regenerate = async () => {
    const result = await api.dispatch({ type: 'ad-sets/hooks', id: adSet.id, action: { kind: 'regenerate-secret' } });
    if (result.ok) setSecret(result.secret ?? null);
    else setFailure(result.message ?? t('AD_SETS_HOOKS.SECRET_FAILED'));
  };
  const { secretHint, secretSet, previousSecretUntil } = adSet.hooksSettings;
  const secretState = secretHint ? t('AD_SETS_HOOKS.SECRET_HINT', { hint: secretHint }) : secretSet ? t('AD_SETS_HOOKS.SECRET_SET') : t('AD_SETS_HOOKS.NO_SECRET');
  // The previous secret's overlap while it lasts: the line goes at its end on a page left open (the server stops signing with it on its own).
  const overlapUntil = useStillAhead(previousSecretUntil) ? previousSecretUntil : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form onSubmit={(e) => void save(e)} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="text-sm font-semibold text-slate-900">{t('AD_SETS_HOOKS.RETRY_TITLE')}</h2>
        <Field id="hook-policy" label={t('AD_SETS_HOOKS.RETRY_POLICY')} problems={problems.retry_policy ?? []}>
          <select id="hook-policy" value={policy} disabled={!canEdit} onChange={(e) => setPolicy(e.target.value)} className={inputClass(false)}>
            {AD_SET_RETRY_POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`AD_SETS_HOOKS.POLICY_${p.toUpperCase()}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="hook-attempts" label={t('AD_SETS_HOOKS.MAX_ATTEMPTS')} problems={problems.max_attempts ?? []}>
          <input id="hook-attempts" type="number" min={1} max={10} disabled={!canEdit} value={attempts} onChange={(e) => setAttempts(e.target.value)} className={inputClass((problems.max_attempts ?? []).length > 0)} {...describedBy('hook-attempts', problems.max_attempts ?? [])} />
        </Field>
        {canEdit ? (
          <div className="flex items-center gap-3">
            <Button type="submit">{t('AD_SETS_HOOKS.SAVE')}</Button>
            {saved ? (
              <span role="status" className="text-sm text-emerald-800">
                {t('AD_SETS_HOOKS.SAVED')}
              </span>
            ) : null}
          </div>
        ) : null}
      </form>
      <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm" data-testid="hook-secret">
        <h2 className="text-sm font-semibold text-slate-900">{t('AD_SETS_HOOKS.SECRET_TITLE')}</h2>
        <p className="text-slate-700">{secretState}</p>
        {overlapUntil !== null ? <p className="text-slate-700">{t('AD_SETS_HOOKS.SECRET_OVERLAP', { time: formatDateTime(overlapUntil) })}</p> : null}
        {secret !== null ? (
          <p role="status" className="rounded-md bg-amber-50 p-2 text-amber-900">
            {t('AD_SETS_HOOKS.SECRET_ONCE')} <code className="break-all">{secret}</code>
          </p>
        ) : null}
        {failure !== null ? <InlineError>{failure}</InlineError> : null}
        {canRotateHookSecret ? (
          <>
            {adSet.hooksSettings.secretSet ? <p className="text-slate-600">{t('AD_SETS_HOOKS.ROTATE_HINT', { hours: HOOK_SECRET_OVERLAP_MS / 3_600_000 })}</p> : null}
            <Button variant="secondary" onClick={() => void regenerate()}>
              {adSet.hooksSettings.secretSet ? t('AD_SETS_HOOKS.ROTATE') : t('AD_SETS_HOOKS.REGENERATE')}
            </Button>
          </>
        ) : (
          <p className="text-slate-600">{t('AD_SETS_HOOKS.MANAGERS_ROTATE')}</p>
        )}
      </section>
    </div>
  );
}
