import { describe, expect, it } from 'vitest';
import cs from '../../locales/cs.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { MAX_FILE_NAME_BYTES } from '../../worker/contract/file-names';
import { fileNameProblemKey } from './file-name-problem';

describe('fileNameProblemKey', () => {
  it('names the shared message of the server’s rule, or nothing for a good name', () => {
    expect(fileNameProblemKey('Zpráva č. 1.mp3')).toBeNull();
    expect(fileNameProblemKey('a\u0000.mp3')).toBe('FILE_NAME.CONTROL_CHARACTER');
    expect(fileNameProblemKey('invoice\u202egnp.exe')).toBe('FILE_NAME.CONTROL_CHARACTER');
    expect(fileNameProblemKey(`${'é'.repeat(126)}.mp3`)).toBe('FILE_NAME.TOO_LONG');
  });

  it('says the contract’s limit in every language', () => {
    for (const messages of [en, cs, fr]) expect(messages.FILE_NAME.TOO_LONG).toContain(`${MAX_FILE_NAME_BYTES} `);
  });
});
