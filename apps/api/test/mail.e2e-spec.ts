import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailMessage, MailService } from '@nidra/api/core';
import { freePort } from '@nidra/shared/node';
import { User } from '@nidra/api/identity';
import { eventually, startSmtpCapture, type SmtpCapture } from '@nidra/shared/testing';
import { createProduct } from '@nidra/api/catalog/testing';
import { createUser } from '@nidra/api/identity/testing';
import { useTestApp } from './support/shop-app';

const signUp = { email: 'ravi@example.in', firstName: 'Ravi', lastName: 'Kumar', password: 'secret123' };

describe('mail over SMTP', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  const t = useTestApp(() => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Nidra <hello@nidra.test>' } }));
  beforeEach(async () => {
    await t.reset();
    smtp.messages.length = 0;
    smtp.refuse = false;
  });
  afterAll(() => smtp.close());

  it('delivers the welcome email to a new member', async () => {
    await t.http().post('/api/auth/register').send(signUp).expect(200);
    const [mail] = await eventually(() => {
      expect(smtp.messages).toHaveLength(1);
      return smtp.messages;
    });
    expect(mail.to).toEqual(['ravi@example.in']);
    expect(mail.from).toBe('hello@nidra.test');
    expect(mail.raw).toContain('Subject: Welcome to Nidra');
    expect(mail.raw).toContain('Hi Ravi,');
    const stored = await eventually(async () => {
      const message = await t.orm.em.fork().findOneOrFail(MailMessage, { to: 'ravi@example.in' });
      expect(message.status).toBe('sent');
      return message;
    });
    expect(stored.attempts).toBe(1);
  });

  it('keeps the sign-up when the mail server fails, and delivers on retry', async () => {
    smtp.refuse = true;
    await t.http().post('/api/auth/register').send(signUp).expect(200);
    expect(await t.orm.em.fork().count(User, { email: 'ravi@example.in' })).toBe(1);

    const failed = await eventually(async () => {
      const message = await t.orm.em.fork().findOneOrFail(MailMessage, { to: 'ravi@example.in' });
      expect(message.attempts).toBe(1);
      return message;
    });
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/451|temporarily/i);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    smtp.refuse = false;
    // The retry is due now rather than in a minute.
    await t.orm.em.fork().nativeUpdate(MailMessage, { id: failed.id }, { nextAttemptAt: new Date() });
    t.app.get(MailService).deliverSoon();
    await eventually(() => expect(smtp.messages).toHaveLength(1));
    await eventually(async () => {
      const message = await t.orm.em.fork().findOneOrFail(MailMessage, { id: failed.id });
      expect([message.status, message.attempts]).toEqual(['sent', 2]);
      expect(message.sentAt).toBeInstanceOf(Date);
      expect(message.lastError).toBeNull();
    });
  });

  it('gives up after its last retry, keeping the reason, and tries no more', async () => {
    smtp.refuse = true;
    await t.http().post('/api/auth/register').send(signUp).expect(200);
    const failing = await eventually(async () => {
      const message = await t.orm.em.fork().findOneOrFail(MailMessage, { to: 'ravi@example.in' });
      expect(message.attempts).toBe(1);
      return message;
    });
    // Six tries have failed, and the seventh (the last) is due now.
    await t.orm.em.fork().nativeUpdate(MailMessage, { id: failing.id }, { attempts: 6, nextAttemptAt: new Date() });
    const mail = t.app.get(MailService);
    mail.deliverSoon();
    const failed = await eventually(async () => {
      const message = await t.orm.em.fork().findOneOrFail(MailMessage, { id: failing.id });
      expect([message.status, message.attempts]).toEqual(['failed', 7]);
      return message;
    });
    expect(failed.lastError).toMatch(/451|temporarily/i);
    expect(failed.sentAt).toBeNull();

    smtp.refuse = false;
    await t.orm.em.fork().nativeUpdate(MailMessage, { id: failing.id }, { nextAttemptAt: new Date(Date.now() - 60_000) });
    mail.deliverSoon();
    await mail.idle();
    const after = await t.orm.em.fork().findOneOrFail(MailMessage, { id: failing.id });
    expect([after.status, after.attempts]).toEqual(['failed', 7]);
    expect(smtp.messages).toHaveLength(0);
  });
});

describe('mail without SMTP', () => {
  const t = useTestApp();

  it('writes each email as an .eml file in the outbox folder', async () => {
    await t.app.get(MailService).send({ to: 'ravi@example.in', subject: 'Your order', text: 'Thank you for your order.' });
    const file = await eventually(() => {
      const files = readdirSync(t.config.outboxDir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      return join(t.config.outboxDir, files[0]);
    });
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('To: ravi@example.in');
    expect(eml).toContain('Subject: Your order');
    expect(eml).toContain('Thank you for your order.');
  });
});

describe('mail while the mail server is down', () => {
  // The shop is pointed at a port where no mail server listens until the test starts one.
  let port: number;
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    port = await freePort();
  });
  const t = useTestApp(() => ({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } }));
  afterAll(() => smtp?.close());

  it('places orders and sends reset links all the same, and delivers each email once it is back', async () => {
    await t.reset();
    const buyer = await createUser(t, { email: 'asha@example.in' });
    const product = await createProduct(t, { name: 'Ortho 6', quantity: 5 });
    const cart = await t
      .http()
      .post('/api/cart/add')
      .set('authorization', buyer.token)
      .send({ products: [{ product: product.id, quantity: 1, size: '6x3' }] })
      .expect(201);
    const placed = await t.http().post('/api/order/add').set('authorization', buyer.token).send({ cartId: cart.body.cartId }).expect(201);
    await t.http().post('/api/auth/forgot').send({ email: 'asha@example.in' }).expect(200);

    // Both wait in the outbox, each tried once and due again later.
    const waiting = await eventually(async () => {
      const messages = await t.orm.em.fork().find(MailMessage, { to: 'asha@example.in' });
      expect(messages.map((m) => [m.status, m.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      return messages;
    });
    expect(waiting.every((m) => m.nextAttemptAt.getTime() > Date.now())).toBe(true);

    smtp = await startSmtpCapture({ port });
    // The retry is due now rather than in a minute.
    await t.orm.em.fork().nativeUpdate(MailMessage, { to: 'asha@example.in' }, { nextAttemptAt: new Date() });
    t.app.get(MailService).deliverSoon();
    const back = smtp;
    await eventually(() => expect(back.messages).toHaveLength(2));
    const subjects = back.messages.map((m) => /Subject: (.*)/.exec(m.raw)?.[1]).sort();
    expect(subjects).toEqual([`Order Confirmation ${placed.body.order._id}`, expect.stringMatching(/password/i)]);
    await t.app.get(MailService).idle();
    expect(back.messages).toHaveLength(2);
  });
});
