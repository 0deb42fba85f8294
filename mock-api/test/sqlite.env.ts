// The SQLite project's files run on SQLite even when the PostgreSQL project of the same jest run
// has set TEST_DATABASE_URL: global setups all run in the one parent process before any worker
// starts, so every worker inherits that variable, whichever project its file belongs to.
delete process.env.TEST_DATABASE_URL;
