/**
 * A feed form's state and its sending: our checks run on submit (and again on each change once
 * the user has tried to send), the server's 422 messages stay next to their fields until the
 * form changes, and a success goes to the feed's page. A manual feed's grid saved while the
 * connection is down stays open: the outbox kept it, and the grid now shows the kept rows as
 * waiting to send (the feed's page may not load until the connection is back). A grid opened from
 * a kept edit the server refused (`keptKey`) sends its correction in that edit's place.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { SHOWS_FIELD_PROBLEMS, type FieldProblem } from '../../../components/ui/form-field';
import { useBrandPath } from '../../../shell/router/use-brand-path';
import { useDataLayer } from '../../../data-client';
import { toFeedInput, validateFeedForm, type FeedForm, type Problems } from './feed-form-model';

export interface FeedFormState<F extends FeedForm> {
  readonly form: F;
  readonly change: (next: Partial<F>) => void;
  readonly problems: Problems;
  /** Server messages about fields the form does not show. */
  readonly other: readonly string[];
  readonly sending: boolean;
  readonly submit: () => Promise<void>;
}

/**
 * The server's field names the feed forms show a problem under (problemsOf below); a problem of
 * any other field goes to the form's own list, so a problem the data layer does not toast is
 * never lost.
 */
const FEED_FORM_FIELD = /^(name|currency|file|format|schedule|source_feed_id|url|columns|columns\.\d+\.name|rows\.\d+\..+|rules\.(filters\.\d+\.(column|value)|transforms\.\d+\.(column|columns|to)))$/;

export function useFeedForm<F extends FeedForm>(initial: F, feedId: string | null, keptKey: string | null = null): FeedFormState<F> {
  const api = useDataLayer();
  const [, navigate] = useLocation();
  const pathFor = useBrandPath();
  const [form, setForm] = useState<F>(initial);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Problems>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);

  const ours = useMemo(() => (tried ? validateFeedForm(form, feedId === null) : {}), [tried, form, feedId]);
  const problems = useMemo(() => ({ ...server, ...ours }), [server, ours]);

  const change = useCallback((next: Partial<F>) => {
    setForm((current) => ({ ...current, ...next }));
    setServer({});
    setOther([]);
  }, []);

  const submit = useCallback(async () => {
    setTried(true);
    if (Object.keys(validateFeedForm(form, feedId === null)).length > 0) return;
    setSending(true);
    const input = toFeedInput(form);
    const result =
      keptKey !== null && input.kind === 'manual'
        ? await api.dispatch({ type: 'outbox/edit-feed', key: keptKey, input })
        : await api.dispatch(feedId === null ? { type: 'feeds/create', input } : { type: 'feeds/edit', id: feedId, input }, SHOWS_FIELD_PROBLEMS);
    setSending(false);
    if (result.queued === true) return;
    const shown = result.id ?? feedId;
    if (result.ok && shown !== null) {
      navigate(pathFor('brand-feeds-feedId', { feedId: shown }));
      return;
    }
    const fields: Record<string, FieldProblem[]> = {};
    const rest: string[] = [];
    for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (FEED_FORM_FIELD.test(name)) fields[name] = messages.map((text) => ({ text }));
      else rest.push(...messages);
    }
    setServer(fields);
    setOther(result.fieldErrors ? rest : [result.message ?? '']);
  }, [api, form, feedId, keptKey, navigate, pathFor]);

  return { form, change, problems, other: other.filter((x) => x !== ''), sending, submit };
}

/** The problems of one field, and those of everything under it (`rules.filters.0` → its column and value). */
export function problemsOf(problems: Problems, field: string): readonly FieldProblem[] {
  return problems[field] ?? [];
}
