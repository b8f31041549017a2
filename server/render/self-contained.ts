/**
 * A filled template page as one self-contained document, for the tester's sandboxed preview
 * frames (`visual-version/{id}/preview`, `visual-build/{id}/output`): the package's files it uses
 * become data: URLs. Written once in the contract (worker/contract/self-contained-page.ts), where
 * the values form's live preview uses it in the browser too.
 */
export { selfContainedPage } from '../../worker/contract/self-contained-page';
