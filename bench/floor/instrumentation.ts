// Empty on purpose: without it, Turbopack (root = the repository, to resolve its node_modules)
// would pick up the site's instrumentation.ts. The floor runs no server start-up code.
export function register() {}
