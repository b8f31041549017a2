/**
 * A row of avatars (the person's picture, else their initials) of who else has the page open,
 * each named in a tooltip and to screen readers, with a pencil on whoever is editing and, beside
 * the row, who is editing in words. More than SHOWN_AVATARS people end in "+n".
 */
import { useTranslation } from '../../i18n/use-translation';
import { Tooltip } from '../ui/tooltip';
import { initialsOf, SHOWN_AVATARS, type OtherPerson } from './presence-rules';

/** A colour per person, stable across pages (by id), readable with white initials. */
const COLOURS = ['bg-indigo-600', 'bg-emerald-700', 'bg-rose-600', 'bg-amber-700', 'bg-sky-700', 'bg-violet-600', 'bg-teal-700', 'bg-fuchsia-700'];

function Avatar({ person }: { person: OtherPerson }) {
  const { t } = useTranslation();
  const { user, editing } = person;
  const label = editing ? t('PRESENCE.PERSON_EDITING', { name: user.name }) : user.name;
  return (
    <li className={`relative ${editing ? 'z-10' : ''}`} data-testid="presence-person" data-user-id={user.id} data-editing={editing ? 'true' : 'false'}>
      <Tooltip content={label}>
        {(describedBy) => (
          <span
            tabIndex={0}
            role="img"
            aria-label={label}
            aria-describedby={describedBy}
            className={`relative flex h-8 w-8 items-center justify-center overflow-hidden rounded-full text-xs font-semibold text-white ring-2 focus:outline-none focus-visible:ring-indigo-500 ${editing ? 'ring-amber-400' : 'ring-white'} ${COLOURS[user.id % COLOURS.length]}`}
          >
            {user.avatar !== null ? <img src={user.avatar} alt="" className="h-full w-full object-cover" referrerPolicy="no-referrer" /> : <span aria-hidden="true">{initialsOf(user.name)}</span>}
          </span>
        )}
      </Tooltip>
      {editing ? (
        <span aria-hidden="true" className="absolute -right-1 -bottom-1 flex h-4 w-4 items-center justify-center rounded-full bg-amber-400 text-[10px] text-amber-950 ring-2 ring-white">
          ✎
        </span>
      ) : null}
    </li>
  );
}

export function PresenceBar({ others }: { others: readonly OtherPerson[] }) {
  const { t } = useTranslation();
  const shown = others.slice(0, SHOWN_AVATARS);
  const rest = others.slice(SHOWN_AVATARS);
  const editing = others.filter((p) => p.editing).map((p) => p.user.name);
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="presence-bar">
      {editing.length > 0 ? (
        <p className="min-w-0 truncate text-xs text-amber-800" data-testid="presence-editing">
          {t('PRESENCE.EDITING', { count: editing.length, names: editing.join(', ') })}
        </p>
      ) : null}
      <ul className="flex shrink-0 -space-x-1.5" aria-label={t('PRESENCE.HERE', { count: others.length })}>
        {shown.map((person) => (
          <Avatar key={person.user.id} person={person} />
        ))}
        {rest.length > 0 ? (
          <li>
            <Tooltip content={rest.map((p) => p.user.name).join(', ')}>
              {(describedBy) => (
                <span tabIndex={0} aria-describedby={describedBy} className="flex h-8 w-8 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-800 ring-2 ring-white">
                  {t('PRESENCE.MORE', { n: rest.length })}
                </span>
              )}
            </Tooltip>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
