/**
 * What a request did to D1, for the diagnostic headers (never in production): how many statements
 * it ran, and how many rows they wrote as D1 reports them (`meta.rows_written`). A statement read
 * with `raw()` (drizzle's way for selects and `returning`) carries no meta: a write read that way
 * counts the rows it returned, one per row it changed.
 */
export type D1Meter = { statements: number; rowsWritten: number };

const WRITE = /^\s*(?:with\b[\s\S]*?\)\s*)?(?:insert|update|delete|replace)\b/i;

const metaRows = (result: unknown) =>
  Number((result as { meta?: { rows_written?: number } } | null)?.meta?.rows_written ?? 0);

function meterStatement(statement: D1PreparedStatement, sql: string, meter: D1Meter): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (key === 'bind') return (...args: unknown[]) => meterStatement(value.apply(target, args), sql, meter);
      if (key === 'run' || key === 'all') {
        return async (...args: unknown[]) => {
          const result = await value.apply(target, args);
          meter.rowsWritten += metaRows(result);
          return result;
        };
      }
      if (key === 'raw') {
        return async (...args: unknown[]) => {
          const rows = (await value.apply(target, args)) as unknown[];
          if (WRITE.test(sql)) meter.rowsWritten += rows.length;
          return rows;
        };
      }
      return value.bind(target);
    },
  });
}

/** The session, counting what goes through it into `meter`. */
export function meterSession<T extends D1DatabaseSession>(session: T, meter: D1Meter): T {
  return new Proxy(session, {
    get(target, key) {
      const value = Reflect.get(target, key);
      if (key === 'prepare') {
        return (sql: string) => {
          meter.statements++;
          return meterStatement(target.prepare(sql), sql, meter);
        };
      }
      if (key === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          for (const result of results) meter.rowsWritten += metaRows(result);
          return results;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
