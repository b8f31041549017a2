/**
 * A package the reader refused (worker/contract/template-package.ts), as the field problem the
 * wizard shows next to the package: the same check and codes as the server's 422, in the user's
 * language (TEMPLATES.PACKAGE_PROBLEM_*).
 */
import type { FieldProblem } from '../../../components/ui/form-field';
import { formatBytes } from '../../../lib/format-bytes';
import { listOf, type PackageProblem } from '../../../../worker/contract/template-package-problems';

export function packageProblemOf(problem: PackageProblem): FieldProblem {
  const key = `TEMPLATES.PACKAGE_PROBLEM_${problem.code.toUpperCase().replace(/-/g, '_')}`;
  const { code: _code, ...params } = problem;
  if ('found' in params) return { key, params: { found: listOf(params.found) } };
  if ('max' in params && problem.code === 'too-large-unpacked') return { key, params: { max: formatBytes(params.max) } };
  return { key, params: params as Record<string, string | number> };
}
