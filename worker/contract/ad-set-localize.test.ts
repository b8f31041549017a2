import { describe, expect, it } from 'vitest';
import { localizedColumn, localizedMapping } from './ad-set-localize';

describe('localizedColumn', () => {
  const columns = ['sku', 'name', 'name_cs', 'Title', 'title.FR', 'price'];

  it('reads the column in the ad’s language when the feed has it (`_cs` or `.cs`, any case)', () => {
    expect(localizedColumn('name', 'cs', columns)).toBe('name_cs');
    expect(localizedColumn('Title', 'fr', columns)).toBe('title.FR');
  });

  it('falls back to the mapped column itself when the feed has no column in that language', () => {
    expect(localizedColumn('name', 'de', columns)).toBe('name');
    expect(localizedColumn('price', 'cs', columns)).toBe('price');
  });

  it('maps every input of a mapping', () => {
    expect(localizedMapping({ headline: 'name', price: 'price' }, 'cs', columns)).toEqual({ headline: 'name_cs', price: 'price' });
  });
});
