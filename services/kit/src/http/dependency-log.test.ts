import pino from 'pino';
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
