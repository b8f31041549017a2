/**
 * Search and tag filter of My Templates. Both are debounced (list/use-debounced-commit.ts) and
 * kept in the URL; the tag box suggests the tags of the templates in view.
 */
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { inputClass } from '../../../components/ui/form-field';
import { useDebouncedCommit } from '../../../lib/use-debounced-commit';

interface ToolbarProps {
  readonly search: string;
  readonly tag: string;
  readonly knownTags: readonly string[];
  readonly onSearch: (value: string) => void;
  readonly onTag: (value: string) => void;
  readonly onClear: () => void;
}

export function ListToolbar({ search, tag, knownTags, onSearch, onTag, onClear }: ToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [searchText, setSearchText] = useDebouncedCommit(search, onSearch);
  const [tagText, setTagText] = useDebouncedCommit(tag, onTag);
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" role="search" aria-label={t('TEMPLATES.FILTERS')}>
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${id}-search`} className="mb-1 block text-xs font-medium text-slate-600">
          {t('TEMPLATES.SEARCH')}
        </label>
        <input id={`${id}-search`} type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} placeholder={t('TEMPLATES.SEARCH_PLACEHOLDER')} className={inputClass(false)} data-testid="templates-search" />
      </div>
      <div className="w-full sm:w-56">
        <label htmlFor={`${id}-tag`} className="mb-1 block text-xs font-medium text-slate-600">
          {t('TEMPLATES.TAG_FILTER')}
        </label>
        <input id={`${id}-tag`} list={`${id}-tags`} value={tagText} onChange={(event) => setTagText(event.target.value)} placeholder={t('TEMPLATES.TAG_FILTER_PLACEHOLDER')} className={inputClass(false)} data-testid="templates-tag-filter" />
        <datalist id={`${id}-tags`}>
          {knownTags.map((known) => (
            <option key={known} value={known} />
          ))}
        </datalist>
      </div>
      {search !== '' || tag !== '' ? (
        <Button
          variant="ghost"
          onClick={() => {
            setSearchText('');
            setTagText('');
            onClear();
          }}
        >
          {t('TEMPLATES.CLEAR_FILTERS')}
        </Button>
      ) : null}
    </div>
  );
}
