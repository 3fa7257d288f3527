// One jest run for every workspace package: unit tests sit next to the code they test.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest (CommonJS) has to compile.
const esmPackages = ['typebox', 'marked', 'nanoid', 'uuid', 'cookie', '@fastify[+/]cookie'];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmPackages.join('|')}))`],
  moduleNameMapper: {
    // The shared package's entries, also when it imports itself by name (its entries build on one another).
    '^@site/shared$': '<rootDir>/../shared/src/index.ts',
    '^@site/shared/core$': '<rootDir>/../shared/src/core.ts',
    '^@site/shared/query$': '<rootDir>/../shared/src/query.ts',
    '^@site/shared/ui$': '<rootDir>/../shared/src/ui/index.ts',
    '^@site/shared/route-agreement$': '<rootDir>/../shared/src/routes/route-agreement.ts',
    '^@site/shared/markdown-sanitizer$': '<rootDir>/../shared/src/markdown/markdown-sanitizer.ts',
    // As in the server's page renders: a render's API calls go through the fetch it was given.
    '^(?:\\.{1,2}/)+(?:api/)?render-fetch$': '<rootDir>/../shared/src/api/render-fetch.node.ts',
    // The contracts from their sources: tests need no build of them.
    '^@site/contracts/(.*)$': '<rootDir>/../contracts/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css)$': '<rootDir>/../tooling/jest/style-stub.cjs',
    '\\.md$': '<rootDir>/../tooling/jest/markdown-stub.cjs',
  },
};

const webApp = (name) => ({
  ...common,
  displayName: name,
  rootDir: name,
  testEnvironment: '<rootDir>/../tooling/jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

// The server's suites hash passwords at a test cost (server/src/auth/password.ts): their thousands of sign-ins at the
// production cost took minutes. Servers the suites start as production processes keep the production cost.
process.env.PASSWORD_HASH_COST ??= 'test';

module.exports = {
  // The server's suites open real databases and start real processes; 5 s is too short for those hooks.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'server',
      rootDir: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/cluster/'],
    },
    {
      // The production shape (PostgreSQL, Redis, instances behind nginx) under faults: it starts its own PostgreSQL,
      // so npm test runs it once, in a step of its own, not with the server's suite on each database.
      ...common,
      displayName: 'cluster',
      rootDir: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/cluster/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'tooling',
      rootDir: 'tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/webpack/**/*.test.ts', '<rootDir>/test-kit/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'contracts',
      rootDir: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    webApp('shared'),
    webApp('host'),
    webApp('remote-player'),
    webApp('remote-console'),
    webApp('remote-legal'),
  ],
};
