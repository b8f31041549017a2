import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFileDrop } from './use-file-drop';

function Zone({ onFiles, enabled = true }: { onFiles: (files: File[]) => void; enabled?: boolean }) {
  const { over, handlers } = useFileDrop(onFiles, enabled);
  return (
    <div data-testid="zone" data-over={over} {...handlers}>
      <button type="button">Choose</button>
    </div>
  );
}

const files = [new File(['a'], 'a.png', { type: 'image/png' })];
const carrying = (types: string[], dropped: File[] = []) => ({ dataTransfer: { types, files: dropped } });

describe('dropping files on an element', () => {
  it('stays over while the pointer crosses a child, ends when it leaves the element, and hands over the files dropped', () => {
    const onFiles = vi.fn();
    render(<Zone onFiles={onFiles} />);
    const zone = screen.getByTestId('zone');
    const child = screen.getByRole('button');
    fireEvent.dragEnter(zone, carrying(['Files']));
    fireEvent.dragEnter(child, carrying(['Files']));
    fireEvent.dragLeave(zone, carrying(['Files'])); // leaving the zone's own area for its child
    expect(zone).toHaveAttribute('data-over', 'true');
    fireEvent.dragLeave(child, carrying(['Files']));
    expect(zone).toHaveAttribute('data-over', 'false');
    fireEvent.dragEnter(zone, carrying(['Files']));
    const drop = createEvent.drop(zone, carrying(['Files'], files));
    fireEvent(zone, drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledExactlyOnceWith(files);
    expect(zone).toHaveAttribute('data-over', 'false');
  });

  it('leaves a dragged link or text to the browser, and takes nothing while disabled', () => {
    const onFiles = vi.fn();
    const { rerender } = render(<Zone onFiles={onFiles} />);
    const zone = screen.getByTestId('zone');
    const over = createEvent.dragOver(zone, carrying(['text/uri-list']));
    fireEvent(zone, over);
    expect(over.defaultPrevented).toBe(false);
    fireEvent.dragEnter(zone, carrying(['text/plain']));
    expect(zone).toHaveAttribute('data-over', 'false');
    rerender(<Zone onFiles={onFiles} enabled={false} />);
    fireEvent.dragEnter(zone, carrying(['Files']));
    expect(zone).toHaveAttribute('data-over', 'false');
    fireEvent.drop(zone, carrying(['Files'], files));
    expect(onFiles).not.toHaveBeenCalled();
  });
});
