/**
 * The brand menu's list (spec sections 2 and 9): the user's brands, with a fuzzy search box only
 * above 4 brands, in a list at most 225 px high. A chunk of its own (with fuse.js), loaded by the
 * menu (brand-menu.tsx).
 */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCurrentBrand } from '../../shell/router/use-brand-path';
import { focusRing } from '../../components/ui/button';
import { NamedIcon } from '../../components/ui/icons';
import { createBrandSearch, isBrandSearchEnabled } from '../../lib/brand-search';
import { sessionAtom, useAtomValue } from '../../state';

/** Arrow keys move between the search box and the brand buttons (Tab works as usual). */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLUListElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const buttons = Array.from(list?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  if (buttons.length === 0) return;
  event.preventDefault();
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = event.key === 'ArrowDown' ? Math.min(buttons.length - 1, index + 1) : Math.max(0, index - 1);
  buttons[index < 0 ? 0 : next]?.focus();
}

export function BrandList({ onPick }: { onPick: (identifier: string) => void }) {
  const { t } = useTranslation();
  const { brands } = useAtomValue(sessionAtom);
  const current = useCurrentBrand();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const search = useMemo(() => createBrandSearch(brands), [brands]);
  const shown = search(query);
  const searchable = isBrandSearchEnabled(brands.length);

  return (
    <div onKeyDown={(event) => moveFocus(event, listRef.current)}>
      {searchable ? (
        <div className="border-b border-slate-200 p-2">
          <label className="relative block">
            <span className="sr-only">{t('BRAND_MENU.SEARCH_LABEL')}</span>
            <NamedIcon name="search" className="pointer-events-none absolute top-2 left-2 h-4 w-4 text-slate-400" />
            <input
              type="search"
              autoFocus
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('BRAND_MENU.SEARCH_PLACEHOLDER')}
              data-testid="brand-search"
              className={`w-full rounded-md border border-slate-300 py-1.5 pr-2 pl-8 text-sm ${focusRing}`}
            />
          </label>
        </div>
      ) : null}
      <ul ref={listRef} className="max-h-[225px] overflow-y-auto p-1" data-testid="brand-list" aria-label={t('BRAND_MENU.LIST_LABEL')}>
        {shown.map((brand) => (
          <li key={brand.identifier}>
            <button
              type="button"
              onClick={() => onPick(brand.identifier)}
              aria-current={brand.identifier === current ? 'true' : undefined}
              className={`flex w-full flex-col items-start rounded px-3 py-2 text-left text-sm hover:bg-indigo-50 ${focusRing} ${brand.identifier === current ? 'bg-indigo-50 font-semibold text-indigo-800' : 'text-slate-800'}`}
            >
              <span>{brand.label}</span>
              <span className="text-xs font-normal text-slate-600">{brand.identifier}</span>
            </button>
          </li>
        ))}
        {shown.length === 0 ? <li className="px-3 py-2 text-sm text-slate-500">{t('BRAND_MENU.NO_MATCH')}</li> : null}
      </ul>
    </div>
  );
}
