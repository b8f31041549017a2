/**
 * The godlike details dialog of a user menu: `show` opens it, `dialog` is the element its host
 * renders (outside any popover, which would unmount it as focus moves into the dialog). Only
 * godlike users open it: a chunk of its own, mounted from the first opening on.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { lazyPart } from '../../shell/router/lazy-part';
import { useAtomValue } from '../../state';
import { isGodlikeAtom } from '../../state/derived';

const GodlikeDialog = lazyPart(() => import('./godlike-dialog').then((m) => m.GodlikeDialog));

export function useGodlikeDetails(): { show: () => void; dialog: ReactNode } {
  const godlike = useAtomValue(isGodlikeAtom);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const dialog =
    godlike && opened ? (
      <Suspense fallback={null}>
        <GodlikeDialog open={open} onClose={() => setOpen(false)} />
      </Suspense>
    ) : null;
  return { show, dialog };
}
