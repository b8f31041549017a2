/** A click as a person makes it: the pointer moves to the centre of the first match on screen, presses and lets go (CDP input events). */
import type { Session } from './pages';
import { visibleCentreOf } from './probes';

export async function click(session: Session, selector: string): Promise<void> {
  const centre = await session.evaluate<[number, number] | null>(visibleCentreOf(selector));
  if (centre === null) throw new Error(`Nothing on screen to click: ${selector}`);
  const [x, y] = centre;
  await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await session.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
  await session.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
}
