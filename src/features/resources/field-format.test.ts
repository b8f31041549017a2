import { describe, expect, it } from 'vitest';
import { fieldKey, formatFieldValue, humanizeFieldName, pickColumns, type FieldValue } from './field-format';

describe('field formatting', () => {
  it('humanises camelCase and snake_case names', () => {
    expect(humanizeFieldName('createdAt')).toBe('Created at');
    expect(humanizeFieldName('review_state')).toBe('Review state');
  });
  it('shares one translation key for both spellings', () => {
    expect(fieldKey('createdAt')).toBe('FIELDS.CREATED_AT');
    expect(fieldKey('created_at')).toBe('FIELDS.CREATED_AT');
  });
  it('formats values', () => {
    expect(formatFieldValue(null, 'Yes', 'No')).toBe('—');
    expect(formatFieldValue(true, 'Yes', 'No')).toBe('Yes');
    expect(formatFieldValue(12.5, 'Yes', 'No')).toBe('12.5');
    expect(formatFieldValue(new Date(2025, 6, 3, 9, 5).toISOString(), 'Yes', 'No')).toBe('3.7.2025 09:05');
    expect(formatFieldValue('html', 'Yes', 'No')).toBe('html');
  });
  it('picks columns in first-seen order without id, name and label', () => {
    const records: { fields: Record<string, FieldValue> }[] = [{ fields: { id: 1, name: 'a', format: 'x', status: 's' } }, { fields: { sku: 'k', format: 'y' } }];
    expect(pickColumns(records)).toEqual(['format', 'status', 'sku']);
    expect(pickColumns(records, 2)).toEqual(['format', 'status']);
  });
});
