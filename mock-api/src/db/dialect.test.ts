import { bindParameters, constraintKind, postgresDialect, sqliteDialect } from './dialect';

describe('the PostgreSQL parameter binder', () => {
  it('numbers named parameters in order of first use, one number per name', () => {
    expect(bindParameters('SELECT * FROM t WHERE a = @a AND (b = @b OR a2 = @a)')).toEqual({
      text: 'SELECT * FROM t WHERE a = $1 AND (b = $2 OR a2 = $1)',
      names: ['a', 'b'],
    });
  });

  it('changes nothing but the placeholders: literals, quoted names and comments are left alone', () => {
    const sql = `SELECT 'a@b LIKE x' AS "at@home", x::jsonb @> '{}' AS c -- @not\nFROM t /* @nor */ WHERE e = @e AND LOWER(n) LIKE LOWER(CAST(@q AS TEXT));`;
    expect(bindParameters(sql)).toEqual({
      text: `SELECT 'a@b LIKE x' AS "at@home", x::jsonb @> '{}' AS c -- @not\nFROM t /* @nor */ WHERE e = $1 AND LOWER(n) LIKE LOWER(CAST($2 AS TEXT));`,
      names: ['e', 'q'],
    });
    expect(bindParameters("SELECT 'it''s @x' FROM t").names).toEqual([]);
    expect(bindParameters('SELECT "a""@b" FROM t').names).toEqual([]);
  });

  it('is what the PostgreSQL dialect runs, and SQLite runs the text as written', () => {
    const sql = 'INSERT INTO quotes (a) VALUES (@a) ON CONFLICT DO NOTHING';
    expect(postgresDialect.query(sql)).toMatchObject({ text: 'INSERT INTO quotes (a) VALUES ($1) ON CONFLICT DO NOTHING', names: ['a'] });
    expect(sqliteDialect.query(sql)).toMatchObject({ text: sql, names: [] });
  });
});

it('tells reads from writes', () => {
  for (const dialect of [sqliteDialect, postgresDialect]) {
    expect(dialect.query('SELECT a FROM t').readonly).toBe(true);
    expect(dialect.query('WITH x AS (SELECT 1) SELECT * FROM x').readonly).toBe(true);
    expect(dialect.query("SELECT 'DELETE' AS word FROM t").readonly).toBe(true);
    expect(dialect.query('UPDATE t SET a = 1').readonly).toBe(false);
  }
});

describe('what has no spelling both engines share', () => {
  it('reads a text value of a JSON object', () => {
    expect(sqliteDialect.jsonText('s.data', 'logId')).toBe("json_extract(s.data, '$.logId')");
    expect(postgresDialect.jsonText('s.data', 'logId')).toBe("(CAST(s.data AS JSONB) ->> 'logId')");
  });

  it('gives the clock in whole seconds', () => {
    expect(sqliteDialect.epochSeconds()).toBe("CAST(strftime('%s', 'now') AS INTEGER)");
    expect(postgresDialect.epochSeconds()).toBe('CAST(FLOOR(EXTRACT(EPOCH FROM now())) AS BIGINT)');
  });

  it('gives a day number whose differences are days on both engines', () => {
    expect(sqliteDialect.dayNumber('atd')).toBe('julianday(atd)');
    expect(sqliteDialect.dayNumber("'now'")).toBe("julianday('now')");
    expect(postgresDialect.dayNumber('atd')).toBe('(EXTRACT(EPOCH FROM CAST(atd AS TIMESTAMP)) / 86400.0 + 2440587.5)');
    expect(postgresDialect.dayNumber("'now'")).toBe('(EXTRACT(EPOCH FROM now()) / 86400.0 + 2440587.5)');
  });

  it("gives a day's first moment in a time zone: a function on SQLite, AT TIME ZONE on PostgreSQL", () => {
    expect(sqliteDialect.zonedDayStart('d.publication_date', '@zone')).toBe('zoned_day_start(d.publication_date, @zone)');
    expect(postgresDialect.zonedDayStart('d.publication_date', '@zone')).toBe(
      `to_char((CAST(d.publication_date AS TIMESTAMP) AT TIME ZONE CAST(@zone AS TEXT)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    );
  });

  it('keeps an index out of a sort on SQLite only', () => {
    expect(sqliteDialect.unindexed('"etd"')).toBe('+("etd")');
    expect(postgresDialect.unindexed('"etd"')).toBe('("etd")');
  });

  it('locks rows read for a change on PostgreSQL only', () => {
    expect(sqliteDialect.lockRows('change')).toBe('');
    expect(postgresDialect.lockRows('change')).toBe(' FOR NO KEY UPDATE');
    expect(postgresDialect.lockRows('delete')).toBe(' FOR UPDATE');
  });
});

it('names constraint errors alike on both engines', () => {
  expect(constraintKind({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe('unique');
  expect(constraintKind({ code: '23505' })).toBe('unique');
  expect(constraintKind({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe('foreignKey');
  expect(constraintKind({ code: '23503' })).toBe('foreignKey');
  expect(constraintKind(new Error('other'))).toBeNull();
});
