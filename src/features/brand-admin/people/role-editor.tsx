/**
 * Changing a member's primary role (managers, in the person's side panel). Not destructive (it can
 * be changed back), so no confirmation; the server refuses to leave the brand without a manager and
 * its sentence shows under the field. The member's own tabs follow (BrandUserUpdated).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PrimaryRole } from '../../../../worker/contract/entities';
import { PRIMARY_ROLES, roleLabelKey } from '../../../shell/rules/roles';
import { Button } from '../../../components/ui/button';
import { describedBy, Field, type FieldProblem, inputClass, SHOWS_FIELD_PROBLEMS } from '../../../components/ui/form-field';
import { useDataLayer } from '../../../data-client';

const isRole = (value: string): value is PrimaryRole => (PRIMARY_ROLES as readonly string[]).includes(value);

export function RoleEditor({ userId, current }: { userId: string; current: string }) {
  const { t } = useTranslation('brand-admin');
  const api = useDataLayer();
  const [role, setRole] = useState<PrimaryRole>(isRole(current) ? current : 'visitor');
  const [problems, setProblems] = useState<readonly FieldProblem[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = async () => {
    setSaving(true);
    setSaved(false);
    setProblems([]);
    const result = await api.dispatch({ type: 'people/change-role', userId, primaryRole: role }, SHOWS_FIELD_PROBLEMS);
    setSaving(false);
    if (result.ok) return setSaved(true);
    const texts = Object.values(result.fieldErrors ?? {}).flat();
    setProblems(texts.length > 0 ? texts.map((text) => ({ text })) : [{ text: result.message ?? t(result.error ?? 'REQUESTS.FAILED_UNKNOWN', { status: '', statusText: '' }) }]);
  };

  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4"
      data-testid="role-editor"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="min-w-40 flex-1">
        <Field id="member-role" label={t('BRAND_ADMIN_USERS.CHANGE_ROLE')} problems={problems}>
          <select
            id="member-role"
            className={inputClass(problems.length > 0)}
            value={role}
            onChange={(event) => {
              setSaved(false);
              if (isRole(event.target.value)) setRole(event.target.value);
            }}
            {...describedBy('member-role', problems)}
          >
            {PRIMARY_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(roleLabelKey(r))}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Button type="submit" disabled={saving || role === current}>
        {t('BRAND_ADMIN_USERS.SAVE_ROLE')}
      </Button>
      {saved ? (
        <p role="status" className="w-full text-sm text-emerald-800">
          {t('BRAND_ADMIN_USERS.ROLE_SAVED')}
        </p>
      ) : null}
    </form>
  );
}
