export default async function teardown() {
  const cluster = globalThis.__portalPostgres;
  if (cluster) {
    await cluster.stop();
    delete process.env.TEST_DATABASE_URL;
  }
}
