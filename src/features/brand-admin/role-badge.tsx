/** A person's primary role as a small badge (the user menu's role labels). */
import { useTranslation } from '../../i18n/use-translation';

const TONES: Readonly<Record<string, string>> = {
  manager: 'bg-indigo-100 text-indigo-800',
  developer: 'bg-sky-100 text-sky-800',
  editor: 'bg-emerald-100 text-emerald-800',
  visitor: 'bg-slate-100 text-slate-700',
};

export function RoleBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[role] ?? TONES.visitor}`} data-testid="role-badge">
      {t(`ROLES.${role.toUpperCase()}`, { defaultValue: role })}
    </span>
  );
}
