/**
 * One wizard step's form: its values (the unsaved draft, else what the server saved), our checks
 * shown once the user tried Next, the server's 422 errors next to the same fields, and the save.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AdSetWizardStep } from '../../../../worker/contract/ad-sets';
import type { CommandResult } from '../../../../worker/contract/commands';
import type { FieldProblem } from '../../../components/ui/form-field';
import { forgetStepDraft, readStepDraft, writeStepDraft } from './step-drafts';

type Problems = Record<string, readonly FieldProblem[]>;

export function useStepForm<T>(adSetId: string | null, step: AdSetWizardStep, saved: T, check: (values: T) => Problems) {
  const [values, setValues] = useState<T>(() => readStepDraft<T>(adSetId, step) ?? saved);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Problems>({});
  const [other, setOther] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);

  const change = (next: T) => {
    setValues(next);
    writeStepDraft(adSetId, step, next);
  };
  const { t } = useTranslation('ad-sets');
  // Our keys are this area's: the shared Field translates in the default namespace, so give it text.
  const own: Problems = Object.fromEntries(Object.entries(tried ? check(values) : {}).map(([field, list]) => [field, list.map((p) => ('text' in p ? p : { text: t(p.key, p.params) }))]));
  const problems: Problems = { ...server, ...own };

  /** Checks, sends, and on success forgets the draft; answers whether it was saved. */
  const submit = async (send: (values: T) => Promise<CommandResult>, knownFields: readonly string[]): Promise<CommandResult | null> => {
    setTried(true);
    setOther([]);
    if (Object.keys(check(values)).length > 0) return null;
    setBusy(true);
    const result = await send(values);
    setBusy(false);
    if (result.ok) {
      forgetStepDraft(adSetId, step);
      setServer({});
      return result;
    }
    const fields: Problems = {};
    const rest: string[] = [];
    for (const [name, messages] of Object.entries(result.fieldErrors ?? {})) {
      if (knownFields.some((f) => name === f || name.startsWith(`${f}.`))) fields[name] = messages.map((text) => ({ text }));
      else rest.push(...messages);
    }
    if (result.fieldErrors === undefined) rest.push(result.message ?? '');
    setServer(fields);
    setOther(rest.filter((m) => m !== ''));
    return result;
  };

  return { values, change, problems, other, busy, submit, failed: other.length > 0 || (!busy && tried && Object.keys(problems).length > 0) };
}
