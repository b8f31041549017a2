import { describe, expect, it } from 'vitest';
import { AUDIO_ERRORS, audioItemOf, isAllowedAudio, toUpload, withChosen, withDuration } from './audio-items';

const file = (name: string, type: string, bytes = 4) => new File(['x'.repeat(bytes)], name, { type });

describe('the allowed audio types', () => {
  it('needs an allowed extension and a matching (or absent) MIME type', () => {
    expect(isAllowedAudio(file('a.mp3', 'audio/mpeg'))).toBe(true);
    expect(isAllowedAudio(file('a.WAV', 'audio/x-wav'))).toBe(true);
    expect(isAllowedAudio(file('a.m4a', ''))).toBe(true);
    expect(isAllowedAudio(file('a.ogg', 'audio/ogg; codecs=opus'))).toBe(true);
    expect(isAllowedAudio(file('notes.txt', 'text/plain'))).toBe(false);
    expect(isAllowedAudio(file('fake.mp3', 'video/mp4'))).toBe(false);
    expect(isAllowedAudio(file('noext', 'audio/mpeg'))).toBe(false);
  });
});

describe('items', () => {
  it('marks an unsupported file invalid with the spec key and no duration', () => {
    const item = audioItemOf(file('notes.txt', 'text/plain'));
    expect(item).toMatchObject({ name: 'notes.txt', size: 4, duration: null, valid: false, errors: [AUDIO_ERRORS.UNSUPPORTED_FORMAT], status: 'invalid' });
    expect(AUDIO_ERRORS.UNSUPPORTED_FORMAT).toBe('Profile.form.audio.ERRORS.UNSUPPORTED_FORMAT');
  });

  it('marks a name the server would refuse invalid with the shared key', () => {
    expect(audioItemOf(file('jingle\u009b.mp3', 'audio/mpeg'))).toMatchObject({ valid: false, errors: ['FILE_NAME.CONTROL_CHARACTER'], status: 'invalid' });
    expect(audioItemOf(file(`${'a'.repeat(252)}.mp3`, 'audio/mpeg'))).toMatchObject({ valid: false, errors: ['FILE_NAME.TOO_LONG'], status: 'invalid' });
  });

  it('replaces an item by a new file of the same name, in its place', () => {
    const first = [audioItemOf(file('a.mp3', 'audio/mpeg', 1)), audioItemOf(file('b.mp3', 'audio/mpeg', 2))];
    const next = withChosen(first, [audioItemOf(file('a.mp3', 'audio/mpeg', 9)), audioItemOf(file('c.wav', 'audio/wav'))]);
    expect(next.map((x) => [x.name, x.size])).toEqual([['a.mp3', 9], ['b.mp3', 2], ['c.wav', 4]]);
  });

  it('uploads only valid items that are ready or failed', () => {
    const ok = withDuration(audioItemOf(file('a.mp3', 'audio/mpeg')), 2.5);
    const unreadable = withDuration(audioItemOf(file('b.mp3', 'audio/mpeg')), null);
    expect(unreadable).toMatchObject({ valid: false, duration: null, errors: [AUDIO_ERRORS.UNREADABLE] });
    const items = [ok, unreadable, audioItemOf(file('n.txt', 'text/plain')), { ...ok, name: 'done.mp3', status: 'uploaded' as const }, { ...ok, name: 'f.mp3', status: 'failed' as const }];
    expect(toUpload(items).map((x) => x.name)).toEqual(['a.mp3', 'f.mp3']);
  });
});
