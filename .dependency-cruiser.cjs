/** DESIGN's folder rules, checked by dependency-cruiser (npm run depcheck; CI runs it in npm test). */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'an import cycle (type-only imports count too)', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|web/dist|native/build)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json'] },
  },
};
