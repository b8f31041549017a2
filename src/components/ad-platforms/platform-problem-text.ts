/**
 * One ad platform's reason (worker/contract/ad-platform-rules.ts) in the user's language
 * (AD_PLATFORMS.PROBLEM_*): its code picks the message, its parameters fill it, sizes in 1,024
 * units as everywhere in the product. A zip that cannot be read says the package reader's reason
 * (TEMPLATES.PACKAGE_PROBLEM_*), as the template wizard does.
 */
import type { TFunction } from 'i18next';
import type { AdPlatformProblem, NameList } from '../../../worker/contract/ad-platform-rules';
import { listOf, type PackageProblem } from '../../../worker/contract/template-package-problems';
import { formatBytes } from '../../lib/format-bytes';

const keyOf = (group: string, code: string) => `${group}.${code.toUpperCase().replace(/-/g, '_')}`;

function namesText(t: TFunction, list: NameList): string {
  const shown = list.names.join(', ');
  return list.count > list.names.length ? t('AD_PLATFORMS.LIST_MORE', { names: shown, count: list.count - list.names.length }) : shown;
}

function packageProblemText(t: TFunction, problem: PackageProblem): string {
  const { code, ...params } = problem;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = Array.isArray(value) ? listOf(value as string[]) : (value as string | number);
  if (problem.code === 'too-large-unpacked') values.max = formatBytes(problem.max);
  return t(keyOf('TEMPLATES', `PACKAGE_PROBLEM_${code}`), values);
}

export function platformProblemText(t: TFunction, problem: AdPlatformProblem): string {
  const key = keyOf('AD_PLATFORMS', `PROBLEM_${problem.code}`);
  switch (problem.code) {
    case 'zip-too-large':
      return t(key, { size: formatBytes(problem.size), max: formatBytes(problem.max) });
    case 'file-types':
    case 'nested-zips':
    case 'external-assets':
    case 'not-utf8':
      return t(key, { names: namesText(t, problem) });
    case 'unreadable':
      return t(key, { reason: packageProblemText(t, problem.problem) });
    default: {
      const { code: _code, ...params } = problem;
      return t(key, params);
    }
  }
}
