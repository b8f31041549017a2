import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredMenu, useOpenOnArrival, type DeferredMenuProps } from './deferred-menu';

/** A stand-in for a Headless UI menu: its button toggles a panel; a new `generation` remounts it (as a navigation does the header menu). */
function ToyMenu(props: DeferredMenuProps & { generation: number }) {
  return <ToyMenuBody key={props.generation} {...props} />;
}

function ToyMenuBody({ face, openOnArrival }: DeferredMenuProps) {
  const [open, setOpen] = useState(false);
  const button = useOpenOnArrival<HTMLButtonElement>(openOnArrival);
  return (
    <div>
      <button ref={button} type="button" {...face} data-real="yes" onClick={() => setOpen((o) => !o)} />
      {open ? <p data-testid="toy-panel">open</p> : null}
    </div>
  );
}

function controlledLoad() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<typeof ToyMenu>((resolve) => (arrive = () => resolve(ToyMenu)));
  const asked = { count: 0 };
  return {
    load: () => {
      asked.count++;
      return loaded;
    },
    asked,
    arrive: () => act(async () => arrive()),
  };
}

const face = { className: 'face', 'data-testid': 'toy-button', 'aria-label': 'Toy menu', children: 'Toy' };

describe('a menu whose behaviour comes later', () => {
  it('draws its face at once in a plain button and asks for nothing until the pointer comes over it; then the real menu, closed', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredMenu(chunk.load);
    const user = userEvent.setup();
    render(<Deferred face={face} generation={1} />);
    const placeholder = screen.getByTestId('toy-button');
    expect(placeholder).toHaveTextContent('Toy');
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).not.toHaveAttribute('data-real');
    await act(async () => undefined);
    expect(chunk.asked.count).toBe(0);
    await user.hover(placeholder);
    expect(chunk.asked.count).toBe(1);
    // Still the plain button while the chunk is on its way (no fallback in its place).
    expect(screen.getByTestId('toy-button')).toBe(placeholder);
    await chunk.arrive();
    expect(screen.getByTestId('toy-button')).toHaveAttribute('data-real', 'yes');
    expect(screen.queryByTestId('toy-panel')).toBeNull();
  });

  it('opens when the real menu arrives between the press and the release: the press alone is the click', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredMenu(chunk.load);
    const user = userEvent.setup();
    render(<Deferred face={face} generation={1} />);
    const placeholder = screen.getByTestId('toy-button');
    await user.hover(placeholder);
    await user.pointer({ keys: '[MouseLeft>]', target: placeholder });
    // The chunk lands while the button is held: the plain button it was pressed on is gone, so
    // the release makes no click on either button.
    await chunk.arrive();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByTestId('toy-button') });
    expect(screen.getByTestId('toy-button')).toHaveAttribute('data-real', 'yes');
    expect(screen.getByTestId('toy-panel')).toBeInTheDocument();
  });

  it('with the keyboard: Tab asks for it, the plain button keeps the focus until the real one takes it, Enter opens', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredMenu(chunk.load);
    const user = userEvent.setup();
    render(<Deferred face={face} generation={1} />);
    await user.tab();
    expect(chunk.asked.count).toBe(1);
    expect(screen.getByTestId('toy-button')).toHaveFocus();
    await chunk.arrive();
    expect(screen.getByTestId('toy-button')).toHaveAttribute('data-real', 'yes');
    expect(screen.getByTestId('toy-button')).toHaveFocus();
    expect(screen.queryByTestId('toy-panel')).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('toy-panel')).toBeInTheDocument();
  });

  it('is the real menu from the start once its chunk is in', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredMenu(chunk.load);
    const user = userEvent.setup();
    const first = render(<Deferred face={face} generation={1} />);
    await user.hover(screen.getByTestId('toy-button'));
    await chunk.arrive();
    first.unmount();
    render(<Deferred face={face} generation={1} />);
    expect(screen.getByTestId('toy-button')).toHaveAttribute('data-real', 'yes');
  });

  it('opens as soon as it arrives when its face was clicked before, and only once', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredMenu(chunk.load);
    const user = userEvent.setup();
    const { rerender } = render(<Deferred face={face} generation={1} />);
    await user.click(screen.getByTestId('toy-button'));
    expect(screen.queryByTestId('toy-panel')).toBeNull();
    await chunk.arrive();
    expect(screen.getByTestId('toy-panel')).toBeInTheDocument();
    expect(screen.getByTestId('toy-button')).toHaveFocus();
    // Remounted (a navigation): not opened again.
    rerender(<Deferred face={face} generation={2} />);
    expect(screen.getByTestId('toy-button')).toHaveAttribute('data-real', 'yes');
    expect(screen.queryByTestId('toy-panel')).toBeNull();
  });
});
