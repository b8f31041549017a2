/**
 * Creating a team (managers; the server refuses everyone else): a name, unique in the brand. The
 * new team opens, so people can be added to it at once. The server's refusal (a taken name)
 * shows under the field and the name stays.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'wouter';
import { useBrandPath } from '../../shell/router/use-brand-path';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { describedBy, Field, inputClass, type FieldProblem } from '../../components/ui/form-field';
import { useDataLayer } from '../../data-client';

export function CreateTeamForm() {
  const { t } = useTranslation('brand-money');
  const api = useDataLayer();
  const pathFor = useBrandPath();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (name.trim() === '') return setProblems([{ text: t('BRAND_MONEY_TEAMS.NAME_REQUIRED') }]);
    setSaving(true);
    setProblems([]);
    const result = await api.dispatch({ type: 'teams/create', name: name.trim() });
    setSaving(false);
    if (result.ok && result.id !== undefined) return navigate(pathFor('brand-brand-settings-teams-teamId', { teamId: result.id }));
    const texts = result.fieldErrors?.name ?? [];
    setProblems(texts.length > 0 ? texts.map((text) => ({ text })) : [{ text: result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }) }]);
  };

  return (
    <Card title={t('BRAND_MONEY_TEAMS.CREATE')}>
      <form
        className="flex flex-wrap items-end gap-3"
        noValidate
        data-testid="create-team-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="w-full max-w-xs">
          <Field id="new-team-name" label={t('BRAND_MONEY_TEAMS.NAME')} problems={problems}>
            <input id="new-team-name" className={inputClass(problems.length > 0)} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} {...describedBy('new-team-name', problems)} />
          </Field>
        </div>
        <Button type="submit" disabled={saving}>
          {t('BRAND_MONEY_TEAMS.CREATE_BUTTON')}
        </Button>
      </form>
    </Card>
  );
}
