/**
 * Files dropped on an element: the handlers to spread on it and whether files are being dragged
 * over it. Only drags that carry files count (a dragged link or text is left to the browser), and
 * entering a child does not end the hover: drag events bubble from every child, so the hover is a
 * count of enters minus leaves, not the last event seen (which flickered as the pointer crossed
 * the zone's own button).
 */
import { useRef, useState, type DragEvent } from 'react';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

export interface FileDrop {
  /** Files are being dragged over the element. */
  readonly over: boolean;
  readonly handlers: {
    readonly onDragEnter: (event: DragEvent) => void;
    readonly onDragOver: (event: DragEvent) => void;
    readonly onDragLeave: () => void;
    readonly onDrop: (event: DragEvent) => void;
  };
}

export function useFileDrop(onFiles: (files: File[]) => void, enabled = true): FileDrop {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  return {
    over: enabled && over,
    handlers: {
      onDragEnter: (event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      },
      // Without preventDefault here the browser would open the file instead of dropping it.
      onDragOver: (event) => {
        if (carriesFiles(event)) event.preventDefault();
      },
      onDragLeave: () => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop: (event) => {
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (enabled && files.length > 0) onFiles(files);
      },
    },
  };
}
