import { describe, expect, it } from 'vitest';
import { renderTone, defaultFormat, isUnfinished, renderParam, sizeKey, sizesFromParam } from './render-rules';

const sizes = [
  { width: 300, height: 250, label: 'Medium rectangle' },
  { width: 728, height: 90, label: 'Leaderboard' },
  { width: 160, height: 600, label: null },
];

describe('render rules', () => {
  it('keeps the template default format when the backend renders it, else html', () => {
    expect(defaultFormat('png')).toBe('png');
    expect(defaultFormat('html')).toBe('html');
    expect(defaultFormat('mp4')).toBe('html');
  });

  it('round-trips sizes through the render link param', () => {
    expect(sizeKey(sizes[1]!)).toBe('728x90');
    expect(renderParam([sizes[2]!, sizes[0]!])).toBe('160x600,300x250');
    expect(sizesFromParam(renderParam([sizes[2]!, sizes[0]!]), sizes)).toEqual([sizes[0], sizes[2]]);
  });

  it('preselects only sizes the template has', () => {
    expect(sizesFromParam('300x250,999x999,<script>,', sizes)).toEqual([sizes[0]]);
    expect(sizesFromParam(null, sizes)).toEqual([]);
    expect(sizesFromParam('', sizes)).toEqual([]);
  });

  it('colours render states, unknown ones neutral', () => {
    expect(['queued', 'rendering', 'finished', 'failed', 'paused'].map(renderTone)).toEqual(['neutral', 'progress', 'success', 'danger', 'neutral']);
    expect(['queued', 'rendering', 'finished', 'failed'].map(isUnfinished)).toEqual([true, true, false, false]);
  });
});
