/**
 * Wraps a record's page (a template version, an ad set, a feed): shows who else has it open,
 * above the page, and counts any typing or form change inside it as this person editing
 * (docs/collaboration.md, "Who else is here"). Alone on the page, nothing is shown. Typing a
 * search (a `type="search"` field or anything inside `role="search"`) changes nothing of the
 * record, so it is not editing.
 */
import type { ReactNode, SyntheticEvent } from 'react';
import type { PresenceKind } from '../../../worker/contract/live-channels';
import { PresenceBar } from './presence-bar';
import { usePresence } from './use-presence';

function isSearch(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  return (target instanceof HTMLInputElement && target.type === 'search') || target.closest('[role="search"]') !== null;
}

export function PresenceScope({ kind, id, children }: { kind: PresenceKind; id: string | number | null; children: ReactNode }) {
  const { others, signalEditing } = usePresence(kind, id);
  const onChange = (event: SyntheticEvent) => {
    if (!isSearch(event.target)) signalEditing();
  };
  return (
    // Capture: a field that stops its events still counts as a change on the page.
    <div onInputCapture={onChange} onChangeCapture={onChange}>
      {others.length > 0 ? (
        <div className="mb-2 flex min-w-0 justify-end">
          <PresenceBar others={others} />
        </div>
      ) : null}
      {children}
    </div>
  );
}
