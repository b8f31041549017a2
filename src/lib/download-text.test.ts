import { describe, expect, it } from 'vitest';
import { eventLogFilename } from './download-text';

describe('eventLogFilename', () => {
  it('is timestamped without colons', () => {
    expect(eventLogFilename(new Date('2026-11-22T10:15:00.123Z'))).toBe('event-log-2026-11-22T10-15-00.ndjson');
  });
});
