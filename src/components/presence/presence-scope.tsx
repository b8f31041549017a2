/**
 * Wraps a record's page (a template version, an ad set, a feed): shows who else has it open,
 * above the page, and counts any typing or form change inside it as this person editing
 * (docs/collaboration.md, "Who else is here"). Alone on the page, nothing is shown.
 */
import type { ReactNode } from 'react';
import type { PresenceKind } from '../../../worker/contract/live-channels';
import { PresenceBar } from './presence-bar';
import { usePresence } from './use-presence';

export function PresenceScope({ kind, id, children }: { kind: PresenceKind; id: string | number | null; children: ReactNode }) {
  const { others, signalEditing } = usePresence(kind, id);
  return (
    // Capture: a field that stops its events still counts as a change on the page.
    <div onInputCapture={signalEditing} onChangeCapture={signalEditing}>
      {others.length > 0 ? (
        <div className="mb-2 flex min-w-0 justify-end">
          <PresenceBar others={others} />
        </div>
      ) : null}
      {children}
    </div>
  );
}
