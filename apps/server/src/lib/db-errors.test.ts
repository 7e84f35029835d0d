import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('takes the database being away for a 503: restarts, refused or cut connections, SQLite busy or failing its file', () => {
    for (const error of [
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('53300', 'sorry, too many clients already'),
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('SQLITE_BUSY'),
      withCode('SQLITE_IOERR_WRITE'),
      withCode('SQLITE_FULL'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isDatabaseUnavailable(error), String((error as { code?: string }).code ?? error.message)).toBe(true);
    }
  });

  it('leaves the request’s own faults and the program’s to their answers', () => {
    for (const error of [
      withCode('23505'),
      withCode('23514'),
      withCode('SQLITE_CONSTRAINT_UNIQUE'),
      withCode('42P01', 'relation does not exist'),
      new TypeError('Cannot read properties of undefined'),
      withCode('XX000', 'Connection terminated'),
      null,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
  });
});
