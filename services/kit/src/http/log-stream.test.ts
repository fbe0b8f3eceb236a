import { logFormatFor, prettyLine } from './log-stream.js';

const ESC = String.fromCharCode(27);

describe('the log a person reads', () => {
  it('is readable at a terminal and JSON anywhere else, unless LOG_FORMAT says otherwise', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
  });

  it('shows one line an event with its time, level, service and message', () => {
    const line = prettyLine({
      level: 30, time: Date.UTC(2026, 10, 25, 9, 5, 7), service: 'tools', msg: 'request', reqId: 'r1', statusCode: 200, pid: 1, hostname: 'h',
    });
    expect(line).toMatch(/^\[\d\d:05:07\] INFO: tools: request \{"reqId":"r1","statusCode":200\}\n$/);
    expect(line).not.toContain('hostname');
  });

  it('frames the first admin password between rules, so it stands out among the start-up lines', () => {
    const message = 'Admin «admin» created with a generated password, shown only this once: Xy7-secret';
    const line = prettyLine({ level: 40, time: 0, msg: message, attention: true, username: 'admin' });
    const lines = line.split('\n');
    const at = lines.indexOf(message);
    expect(at).toBeGreaterThan(0);
    const plain = (text = '') => text.replaceAll(`${ESC}[1;33m`, '').replaceAll(`${ESC}[0m`, '');
    expect(plain(lines[at - 1])).toMatch(/^═{20,}$/);
    expect(plain(lines[at + 1])).toMatch(/^═{20,} \{"username":"admin"\}$/);
    expect(line).not.toContain('attention');
  });
});
