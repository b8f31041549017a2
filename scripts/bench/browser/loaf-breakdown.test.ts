import { describe, expect, it } from 'vitest';
import { loafBreakdown } from './loaf-breakdown';
import type { LoafParts } from './probes';

describe('loafBreakdown', () => {
  it('sums the frames over the threshold by phase and their scripts by who ran them', () => {
    const parts: LoafParts[] = [
      [80, 50, 30, [['event-listener DIV.onwheel', 20, 4], ['user-callback FrameRequestCallback', 10, 0]]],
      [60, 20, 15, [['event-listener DIV.onwheel', 35, 1]]],
      // Not over 50 ms: left out.
      [50, 40, 40, [['classic-script x.js', 10, 10]]],
    ];
    expect(loafBreakdown(parts, 50)).toEqual({
      frames: 2,
      totalMs: 140,
      beforeRenderMs: 70,
      renderMs: 70,
      styleLayoutMs: 45,
      forcedLayoutMs: 5,
      topScripts: [
        { who: 'event-listener DIV.onwheel', ms: 55, count: 2 },
        { who: 'user-callback FrameRequestCallback', ms: 10, count: 1 },
      ],
    });
  });
});
