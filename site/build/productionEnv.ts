// Imported first by build.ts: imports are evaluated before a module's body, so setting NODE_ENV in
// build.ts itself would come after any import that loads React (one React build for bundling
// and pre-rendering: the production one).
process.env.NODE_ENV = 'production';
