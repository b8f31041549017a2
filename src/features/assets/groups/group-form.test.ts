import { describe, expect, it } from 'vitest';
import { groupFormProblems, nameFromLabel } from './group-form';

describe('the asset group form', () => {
  it("checks the server's name rule and the required fields", () => {
    expect(groupFormProblems({ label: 'Spring', name: 'spring_2025-a' })).toEqual({});
    expect(groupFormProblems({ label: ' ', name: '' })).toEqual({ label: 'ASSETS_GROUPS.LABEL_REQUIRED', name: 'ASSETS_GROUPS.NAME_REQUIRED' });
    expect(groupFormProblems({ label: 'x', name: '-spring' }).name).toBe('ASSETS_GROUPS.NAME_RULE');
    expect(groupFormProblems({ label: 'x', name: 'jaro léto' }).name).toBe('ASSETS_GROUPS.NAME_RULE');
  });
  it('suggests a name from the label', () => {
    expect(nameFromLabel('Jarní výprodej 2025!')).toBe('jarni-vyprodej-2025');
    expect(nameFromLabel('  --  ')).toBe('');
  });
});
