/**
 * Tags as removable chips: type a tag and press Enter or a comma (a pasted "a, b, c" becomes three
 * tags). Leaving the field keeps what was typed as a tag, so nothing typed is silently lost.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { focusRing } from '../../../components/ui/button';
import { addTag } from './template-form-model';

export function TagsInput({ id, tags, onChange, describedBy }: { id: string; tags: readonly string[]; onChange: (tags: readonly string[]) => void; describedBy?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');

  const commit = (text: string) => {
    const next = text.split(',').reduce(addTag, tags);
    if (next !== tags) onChange(next);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      if (typed.trim() !== '') commit(typed);
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className={`flex flex-wrap items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2 py-1.5 focus-within:outline-2 focus-within:outline-indigo-600`}>
      <ul className="contents" aria-label={t('TEMPLATES.TAGS')}>
        {tags.map((tag) => (
          <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2 text-xs text-indigo-800" data-testid="tag-chip">
            {tag}
            <button type="button" className={`rounded-full px-1 text-indigo-600 hover:bg-indigo-100 ${focusRing}`} aria-label={t('TEMPLATES.REMOVE_TAG', { tag })} onClick={() => onChange(tags.filter((x) => x !== tag))}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={typed}
        onChange={(event) => (event.target.value.includes(',') ? commit(event.target.value) : setTyped(event.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => (typed.trim() !== '' ? commit(typed) : undefined)}
        placeholder={tags.length === 0 ? t('TEMPLATES.TAGS_PLACEHOLDER') : ''}
        className="min-w-32 flex-1 border-0 bg-transparent py-0.5 text-sm outline-none"
        {...describedBy}
      />
    </div>
  );
}
