import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { loadedOrLazy } from './lazy-part';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function mount(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component name="Marta" />
    </Suspense>,
  );
}

describe('loadedOrLazy', () => {
  it('renders a component whose chunk is already in at once, never its Suspense fallback', async () => {
    const page = loadedOrLazy(async () => Hello);
    await page.load();
    mount(page.Component);
    // Synchronously, in the first commit: React.lazy would show the fallback first, and React
    // reveals a boundary's content no sooner than 300 ms after its fallback.
    expect(screen.getByText('Hello Marta')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(page.Component.isLoaded()).toBe(true);
  });

  it('suspends while the chunk is on its way, then shows it; the chunk is asked for once', async () => {
    let calls = 0;
    let arrive: (component: typeof Hello) => void = () => undefined;
    const page = loadedOrLazy(() => {
      calls += 1;
      return new Promise<typeof Hello>((resolve) => (arrive = resolve));
    });
    mount(page.Component);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(page.Component.isLoaded()).toBe(false);
    void page.load();
    await act(async () => arrive(Hello));
    expect(await screen.findByText('Hello Marta')).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('asks for a chunk again after a failed load', async () => {
    let calls = 0;
    const page = loadedOrLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return Hello;
    });
    await expect(page.load()).rejects.toThrow('chunk failed');
    await expect(page.load()).resolves.toBe(Hello);
    expect(calls).toBe(2);
  });
});
