import { asDatabaseError, DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET', 'read ECONNRESET')],
    ['a connection pg saw end', new Error('Connection terminated unexpectedly')],
    ['the pool giving up on a connection', new Error('timeout exceeded when trying to connect')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['an administrator shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['every address of a host refused', Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {})],
    ['a cause that is one of these', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('is true for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601', 'syntax error at or near')],
    ['a query cancelled by a timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['a plain bug', new TypeError('x is undefined')],
    ['something not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('asDatabaseError', () => {
  it('turns an unreachable Postgres into the Italian 503, keeping the cause and naming the dependency', () => {
    const cause = withCode('ECONNREFUSED');
    const error = asDatabaseError(cause) as InstanceType<typeof DatabaseUnavailableError> & { dependency: string };
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect({ status: error.statusCode, code: error.code, message: error.message }).toEqual({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Archivio momentaneamente non disponibile: riprova tra poco',
    });
    expect(error.cause).toBe(cause);
    expect(error.dependency).toBe('postgres');
  });

  it('leaves any other error as it is', () => {
    const error = withCode('23505');
    expect(asDatabaseError(error)).toBe(error);
  });
});
