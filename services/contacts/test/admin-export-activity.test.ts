import type { ContactActivity } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { csvDateTime } from '@orbita/service-kit';
import { createAdminTokenSigner, startTestService, type TestService } from '@orbita/service-kit/testing';
import { asAdmin as adminCall, sendContact } from './support.js';

const signer = createAdminTokenSigner();
let service: TestService;
beforeAll(async () => {
  service = await startTestService(contactsService, { ADMIN_JWT_PUBLIC_KEY: signer.publicKeyPem });
});
afterAll(async () => {
  await service.close();
});

const asAdmin = (url: string, authorization?: string) => adminCall(service.app, signer, 'GET', url, authorization);

describe('exporting contact messages as CSV', () => {
  it('gives every message with UTF-8 BOM, ; separators and CRLF, keeping line breaks and formulas as text', async () => {
    const sent = await sendContact(service.app, {
      name: 'Zoë Müller',
      email: 'zoe@example.it',
      subject: '@SOMMA(A1)',
      message: 'Riga uno;\nriga "due"',
    });
    expect(sent.statusCode).toBe(201);
    const response = await asAdmin('/api/admin/contacts.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="contatti-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFFID;Nome;Email;Oggetto;Messaggio;Letto;Data\r\n')).toBe(true);
    expect(response.body).toContain(`${sent.json().id};Zoë Müller;zoe@example.it;'@SOMMA(A1);"Riga uno;\nriga ""due""";No;`);
    const written = response.body.split('\r\n').find((row) => row.startsWith(sent.json().id))!;
    // The day and time of Rome, as Excel in Italian reads a date: not the ISO instant in UTC.
    expect(written.endsWith(`;No;${csvDateTime(sent.json().createdAt)}`)).toBe(true);
    expect(written).toMatch(/;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('leaves no formula to a reader that splits on commas, tabs or semicolons', async () => {
    const sent = await sendContact(service.app, { name: 'Mario,=cmd', email: 'mario@example.it', subject: 'a\t+1', message: "Mario,=cmd|' /C calc'!A0,x" });
    expect(sent.statusCode).toBe(201);
    const line = (await asAdmin('/api/admin/contacts.csv')).body.split('\r\n').find((row) => row.startsWith(sent.json().id))!;
    expect(line).toContain(`;"Mario,'=cmd";mario@example.it;"a\t'+1";"Mario,'=cmd|' /C calc'!A0,x";No;`);
    for (const separator of [',', ';', '\t']) {
      expect(line.split(separator).filter((part) => /^[\s"]*[=+\-@]/.test(part))).toEqual([]);
    }
  });

  it('is for the admin only', async () => {
    expect((await asAdmin('/api/admin/contacts.csv', 'Bearer nope')).statusCode).toBe(401);
  });
});

describe('messages of the last days', () => {
  it('counts each day, oldest first, with today last', async () => {
    await sendContact(service.app, { name: 'Oggi', email: 'oggi@example.it', message: 'Ciao' });
    const days = (await asAdmin('/api/admin/contacts/daily?days=14')).json<ContactActivity>();
    expect(days).toHaveLength(14);
    expect(days.at(-1)!.contacts).toBeGreaterThanOrEqual(1);
    expect(days.slice(0, -1).every((day) => day.contacts === 0)).toBe(true);
    expect((await asAdmin('/api/admin/contacts/daily?days=0')).statusCode).toBe(400);
  });
});
