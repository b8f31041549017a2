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
  return { load: () => loaded, arrive: () => act(async () => arrive()) };
}

const face = { className: 'face', 'data-testid': 'toy-button', 'aria-label': 'Toy menu', children: 'Toy' };

describe('a menu whose behaviour comes later', () => {
  it('draws its face at once in a plain button, then the real menu, closed', async () => {
    const chunk = controlledLoad();
    const Deferred = deferredMenu(chunk.load);
    render(<Deferred face={face} generation={1} />);
    const placeholder = screen.getByTestId('toy-button');
    expect(placeholder).toHaveTextContent('Toy');
    expect(placeholder).toHaveAttribute('aria-haspopup', 'menu');
    expect(placeholder).not.toHaveAttribute('data-real');
    await chunk.arrive();
    expect(screen.getByTestId('toy-button')).toHaveAttribute('data-real', 'yes');
    expect(screen.queryByTestId('toy-panel')).toBeNull();
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
