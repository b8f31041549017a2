/**
 * The search box of a generic list: the words go to the URL (`?search=`, page 1) when the user
 * presses Enter or the button, so a search is one watch, shareable and undone by Back.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/form-field';

export function ListSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation('resources');
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Changed from outside (Back, a cleared search): the box shows it.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="mb-3 flex max-w-xl items-center gap-2">
      <label htmlFor="resource-search" className="sr-only">
        {t('RESOURCES_LIST.SEARCH')}
      </label>
      <input id="resource-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('RESOURCES_LIST.SEARCH_PLACEHOLDER')} className={inputClass(false)} />
      <Button type="submit" variant="secondary">
        {t('RESOURCES_LIST.SEARCH')}
      </Button>
      {value !== '' ? (
        <Button variant="ghost" className="shrink-0 whitespace-nowrap" onClick={() => onSearch('')}>
          {t('RESOURCES_LIST.CLEAR_SEARCH')}
        </Button>
      ) : null}
    </form>
  );
}
