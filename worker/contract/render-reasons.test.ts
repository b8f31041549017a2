import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import cs from '../../locales/cs.json';
import fr from '../../locales/fr.json';
import { parseReasonParams, reason, reasonFromWire, reasonKey, reasonText, RENDER_REASONS } from './render-reasons';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the render reason catalogue', () => {
  it('gives every reason its message in en, cs and fr, with the same parameters, and the English words the server stores', () => {
    for (const [code, { key, text }] of Object.entries(RENDER_REASONS)) {
      const messages = { en: en.RENDER_REASON, cs: cs.RENDER_REASON, fr: fr.RENDER_REASON } as Record<string, Record<string, string>>;
      expect(en.RENDER_REASON[key as keyof typeof en.RENDER_REASON], code).toBe(text);
      for (const [lang, group] of Object.entries(messages)) {
        expect(group[key], `${lang} ${code}`).toBeTypeOf('string');
        expect(placeholders(group[key]!), `${lang} ${code}`).toEqual(placeholders(text));
        if (lang !== 'en') expect(group[key], `${lang} ${code} is translated`).not.toBe(text);
      }
    }
    // No message without a reason: a key nobody raises is a reason that was renamed.
    expect(Object.keys(en.RENDER_REASON).sort()).toEqual(Object.values(RENDER_REASONS).map((r) => r.key).sort());
  });

  it('says a reason in the server\'s English with its parameters, and names its message', () => {
    expect(reasonText(reason('render.deadline', { seconds: 60 }))).toBe('The template took longer than 60 s to render, so the render was stopped.');
    expect(reasonText(reason('render.memory', { mib: 512 }))).toBe('The template used more than 512 MiB of memory while rendering, so the render was stopped.');
    expect(reasonText(reason('render.cancelled'))).toBe('The render was cancelled.');
    expect(reasonKey('render.crashed')).toBe('RENDER_REASON.CRASHED');
    // A code from a newer server: no words here (the client shows the server's text instead).
    expect(reasonText({ code: 'render.from-the-future', params: {} })).toBeNull();
    expect(reasonKey('render.from-the-future')).toBeNull();
    expect(reasonKey('toString')).toBeNull();
  });

  it('reads parameters from the column and the wire, keeping only strings and finite numbers', () => {
    expect(parseReasonParams('{"seconds":60,"x":{"y":1},"n":null,"s":"a"}')).toEqual({ seconds: 60, s: 'a' });
    expect(parseReasonParams('not json')).toEqual({});
    expect(parseReasonParams('[1,2]')).toEqual({});
    expect(parseReasonParams(null)).toEqual({});
    expect(reasonFromWire('render.deadline', { seconds: 60 })).toEqual({ code: 'render.deadline', params: { seconds: 60 } });
    expect(reasonFromWire('render.deadline', 'junk')).toEqual({ code: 'render.deadline', params: {} });
    expect(reasonFromWire(null, { seconds: 60 })).toBeNull();
    expect(reasonFromWire('', null)).toBeNull();
    expect(reasonFromWire(42, null)).toBeNull();
  });
});
