import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionLost, writeThroughOutage } from './connection-errors';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it.each([
    ['a refused socket (server stopped)', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'a terminated backend (57P01 admin_shutdown)',
      pgError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server starting up (57P03)', pgError('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', pgError('08006', 'connection failure')],
    ['a socket closed under the client', new Error('Connection terminated unexpectedly')],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect')],
    ['any of them wrapped by Drizzle', new DrizzleQueryError('select 1', [], pgError('57P01'))],
  ])('is true for %s', (_what, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    ['a SQL error (22008 datetime overflow)', pgError('22008', 'date/time field value out of range')],
    ['a unique violation', pgError('23505')],
    ['a bug', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});

describe('writeThroughOutage', () => {
  it('tries again while the connection is lost, then answers what the write answered', async () => {
    let tries = 0;
    const write = async () => {
      tries += 1;
      if (tries < 2) throw pgError('ECONNREFUSED');
      return 'written';
    };
    expect(await writeThroughOutage(write)).toBe('written');
    expect(tries).toBe(2);
  });

  it('throws any other error at once', async () => {
    let tries = 0;
    const write = async () => {
      tries += 1;
      throw pgError('23505');
    };
    await expect(writeThroughOutage(write)).rejects.toMatchObject({ code: '23505' });
    expect(tries).toBe(1);
  });
});
