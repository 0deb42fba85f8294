// The `mock-api (nginx)` project: every test API of the file gets nginx in front (test/helpers.ts).
// Jest gives each test file its own copy of process.env, so no other project's file sees this.
process.env.API_TEST_FRONT = 'nginx';
