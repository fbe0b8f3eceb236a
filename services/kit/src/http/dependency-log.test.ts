import pino from 'pino';
import fc from 'fast-check';
import { DependencyLog } from './dependency-log.js';

function recordingLogger() {
  const lines: Array<{ level: number; msg: string; dependency?: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('DependencyLog', () => {
  it('logs an outage once when it starts and once when it ends, however often it is reported', () => {
    const { logger, lines } = recordingLogger();
    const dependencies = new DependencyLog(logger);
    for (let i = 0; i < 100; i += 1) dependencies.down('redis', new Error('ECONNREFUSED'));
    expect(dependencies.isDown('redis')).toBe(true);
    for (let i = 0; i < 100; i += 1) dependencies.up('redis');
    expect(dependencies.isDown('redis')).toBe(false);
    expect(lines.map(({ level, msg, dependency }) => ({ level, msg, dependency }))).toEqual([
      { level: 40, msg: 'redis unavailable', dependency: 'redis' },
      { level: 30, msg: 'redis available again', dependency: 'redis' },
    ]);
  });

  it('says nothing for a dependency that never failed, and keeps outages of different dependencies apart', () => {
    const { logger, lines } = recordingLogger();
    const dependencies = new DependencyLog(logger);
    dependencies.up('nats');
    dependencies.down('redis', new Error('down'));
    dependencies.down('nats', new Error('down'));
    expect(lines.map((line) => line.msg)).toEqual(['redis unavailable', 'nats unavailable']);
  });
});

describe('DependencyLog: failures of attempts begun before a recovery', () => {
  afterEach(() => jest.restoreAllMocks());

  it('does not log a second outage for an attempt that began before the dependency was seen back', () => {
    const { logger, lines } = recordingLogger();
    const dependencies = new DependencyLog(logger);
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000);
    dependencies.down('postgres', new Error('ECONNREFUSED'), 1_000);
    // Two connections asked for while Postgres was starting up: one gets in, and the other's
    // refusal (57P03) arrives after it.
    now.mockReturnValue(5_000);
    dependencies.up('postgres');
    now.mockReturnValue(5_001);
    dependencies.down('postgres', new Error('the database system is starting up'), 4_990);
    expect(dependencies.isDown('postgres')).toBe(false);
    // A query asked for after the recovery that fails is a new outage.
    now.mockReturnValue(9_000);
    dependencies.down('postgres', new Error('ECONNREFUSED'), 8_000);
    expect(lines.map((line) => line.msg)).toEqual(['postgres unavailable', 'postgres available again', 'postgres unavailable']);
  });

  it('property: the log alternates outage and recovery, and a failure is logged only if begun after the last recovery', () => {
    type Event = { kind: 'down'; startedAgo: number | null } | { kind: 'up' } | { kind: 'wait'; ms: number };
    const event = fc.oneof(
      fc.record({ kind: fc.constant('down' as const), startedAgo: fc.option(fc.integer({ min: 0, max: 5_000 })) }),
      fc.record({ kind: fc.constant('up' as const) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events: Event[]) => {
        const { logger, lines } = recordingLogger();
        const dependencies = new DependencyLog(logger);
        let clock = 10_000;
        jest.spyOn(Date, 'now').mockImplementation(() => clock);
        let down = false;
        let backAt: number | null = null;
        const expected: string[] = [];
        for (const e of events) {
          if (e.kind === 'wait') clock += e.ms;
          else if (e.kind === 'up') {
            dependencies.up('redis');
            if (down) {
              down = false;
              backAt = clock;
              expected.push('redis available again');
            }
          } else {
            const since = e.startedAgo === null ? undefined : clock - e.startedAgo;
            dependencies.down('redis', new Error('down'), since);
            const stale = since !== undefined && backAt !== null && since <= backAt;
            if (!down && !stale) {
              down = true;
              expected.push('redis unavailable');
            }
          }
          expect(dependencies.isDown('redis')).toBe(down);
        }
        expect(lines.map((line) => line.msg)).toEqual(expected);
        jest.restoreAllMocks();
      }),
    );
  });
});
