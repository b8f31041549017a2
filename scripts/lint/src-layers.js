/**
 * The main thread's layers, one way only (docs/layers.md):
 *
 *   src/app        the composition root: may import everything below and every feature
 *   src/features   one folder per feature: never another feature, never src/app
 *   src/shell      the shell kit features build on (routes, rules, router hooks, errors, page
 *                  heading, session helpers): never src/app or a feature
 *   src/components the UI kit (ui/) and parts several features share (records/, versions/...):
 *                  never src/app or a feature
 *   src/lib, src/state, src/data-client, src/i18n: never src/app or a feature
 *
 * no-restricted-imports cannot say "another feature than mine", hence this small rule.
 */
import { dirname, normalize, relative, resolve, sep } from 'node:path';

const BELOW_FEATURES = new Set(['shell', 'components', 'lib', 'state', 'data-client', 'i18n']);

/** ['features', 'ad-sets'] for src/features/ad-sets/..., ['shell'] for src/shell/..., or null. */
function layerOf(relPath) {
  const parts = normalize(relPath).split(sep);
  if (parts[0] !== 'src' || parts.length < 3) return null;
  return parts[1] === 'features' ? ['features', parts[2]] : [parts[1]];
}

function refusal(from, to) {
  if (from === null || to === null) return null;
  const [fromLayer, fromFeature] = from;
  const [toLayer, toFeature] = to;
  if (fromLayer === 'features') {
    if (toLayer === 'app') return 'A feature never imports src/app (the composition root); what features share lives in src/shell or src/components.';
    if (toLayer === 'features' && toFeature !== fromFeature) return `Features never import each other (${fromFeature} → ${toFeature}): move the shared part to src/components or src/shell.`;
    return null;
  }
  if (BELOW_FEATURES.has(fromLayer) && (toLayer === 'app' || toLayer === 'features')) return `src/${fromLayer} sits below the features and the composition root: it never imports src/${toLayer}.`;
  return null;
}

export const srcLayers = {
  meta: { type: 'problem', docs: { description: 'Imports in src/ run one way: app → features → shell/components → lib/state/data-client.' }, schema: [] },
  create(context) {
    const cwd = context.cwd;
    const file = relative(cwd, context.filename);
    const from = layerOf(file);
    if (from === null) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(cwd, resolve(dirname(context.filename), source.replace(/\?.*$/, '')));
      const message = refusal(from, layerOf(target));
      if (message !== null) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'src-layers': srcLayers } };
