import { ContactMessage, NewsletterSubscriber, SUPPORT_CONTEXT } from '../src';
import { SupportMessage, ValidationMessage } from '@nidra/shared/contracts';
import { eventually, startSmtpCapture, type SmtpCapture } from '@nidra/shared/testing';
import { useTestApp } from '@nidra/api/testing';

const note = { name: 'Asha Rao', email: 'Asha@Example.in', message: 'Do you deliver to Shillong?' };

describe('contact and newsletter', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({ contexts: [SUPPORT_CONTEXT], env: { SMTP_URL: smtp.url } }));
  beforeEach(async () => {
    await t.reset();
    smtp.messages.length = 0;
  });

  const subjectsTo = (to: string) =>
    smtp.messages.filter((m) => m.to.includes(to)).map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim());

  it('stores a contact message and sends the sender a receipt', async () => {
    const res = await t.http().post('/api/contact/add').send(note).expect(200);
    expect(res.body).toEqual({ success: true, message: SupportMessage.contactReceived('asha@example.in') });
    const [stored] = await t.orm.em.fork().find(ContactMessage, {});
    expect(stored).toEqual(expect.objectContaining({ name: 'Asha Rao', email: 'asha@example.in', message: note.message }));
    await eventually(() => expect(subjectsTo('asha@example.in')).toEqual(['We received your message']));
  });

  it('quotes nothing in the receipt but the first word of the name, at most 50 characters', async () => {
    const spam = 'Win a free mattress at http://spam.example today! Reply with your bank details.';
    const name = `${'Priyadarshini'.repeat(4)} and family`;
    await t.http().post('/api/contact/add').send({ ...note, name, message: spam }).expect(200);
    const receipt = await eventually(() => {
      const found = smtp.messages.find((m) => m.to.includes('asha@example.in'));
      if (!found) throw new Error('no receipt yet');
      return found;
    });
    const body = receipt.raw.replace(/=\r?\n/g, '');
    expect(body).toContain(`Hi ${'Priyadarshini'.repeat(4).slice(0, 50)},`);
    expect(body).not.toContain('family');
    expect(body).not.toContain('spam.example');
    expect(body).not.toContain('bank details');
  });

  it('greets without the name when the name is not letters, so the receipt carries no link of the sender', async () => {
    await t.http().post('/api/contact/add').send({ ...note, name: 'evil.example/claim-refund?id=9' }).expect(200);
    const receipt = await eventually(() => {
      const found = smtp.messages.find((m) => m.to.includes('asha@example.in'));
      if (!found) throw new Error('no receipt yet');
      return found;
    });
    const body = receipt.raw.replace(/=\r?\n/g, '');
    expect(body).toMatch(/\r?\n\r?\nHi,\r?\n/);
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('claim-refund');
  });

  it.each([
    [{ ...note, name: '' }, SupportMessage.nameRequired],
    [{ ...note, email: '' }, ValidationMessage.emailRequired],
    [{ ...note, email: 'asha' }, ValidationMessage.emailInvalid],
    [{ ...note, message: '' }, SupportMessage.messageRequired],
    [{ ...note, message: 'Too short' }, SupportMessage.messageMin],
  ])('refuses the contact form %j with "%s" and stores nothing', async (body, message) => {
    const res = await t.http().post('/api/contact/add').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.orm.em.fork().count(ContactMessage)).toBe(0);
  });

  it('subscribes once however often an address subscribes, welcoming it once', async () => {
    for (const email of ['ravi@example.in', 'RAVI@example.in']) {
      const res = await t.http().post('/api/newsletter/subscribe').send({ email }).expect(200);
      expect(res.body).toEqual({ success: true, message: SupportMessage.subscribed });
    }
    expect(await t.orm.em.fork().count(NewsletterSubscriber, { email: 'ravi@example.in' })).toBe(1);
    await eventually(() => expect(subjectsTo('ravi@example.in')).toEqual(['Welcome to the Nidra newsletter']));
  });

  it.each([
    [{}, ValidationMessage.emailRequired],
    [{ email: 'not-an-email' }, ValidationMessage.emailInvalid],
  ])('refuses the newsletter form %j with "%s"', async (body, message) => {
    const res = await t.http().post('/api/newsletter/subscribe').send(body).expect(400);
    expect(res.body).toEqual({ error: message });
    expect(await t.orm.em.fork().count(NewsletterSubscriber)).toBe(0);
  });

  it('subscribes a sign-up that ticked the box, and only that one', async () => {
    const person = { firstName: 'Ravi', lastName: 'Kumar', password: 'secret123' };
    await t.http().post('/api/auth/register').send({ ...person, email: 'yes@example.in', isSubscribed: true }).expect(200);
    await t.http().post('/api/auth/register').send({ ...person, email: 'no@example.in', isSubscribed: false }).expect(200);
    const subscribers = await t.orm.em.fork().find(NewsletterSubscriber, {});
    expect(subscribers.map((s) => s.email)).toEqual(['yes@example.in']);
  });

});
