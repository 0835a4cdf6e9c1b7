import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { Messenger, mailOf, type OutgoingMessage, type Transport, type WithheldReason } from './messenger';

class Recording implements Transport {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

// The backstop of docs/decisions/0048-paid-message-limits.md: whatever a sender passes, an SMS
// only goes to an Indian mobile, written the one way the gateway expects.
describe('Messenger', () => {
  const setUp = () => {
    const email = new Recording();
    const sms = new Recording();
    const withheld: [string, WithheldReason][] = [];
    const messenger = new Messenger(email, sms, (message, reason) => withheld.push([message.to, reason]));
    return { email, sms, withheld, messenger };
  };

  it('sends an SMS to an Indian mobile as +91 and 10 digits', async () => {
    const { sms, withheld, messenger } = setUp();
    for (const to of ['+91 98765 43210', '098765-43210', '9876543210', '+919876543210']) {
      await messenger.send({ channel: 'phone', to, text: 'hi', kind: 'visit' });
    }
    expect(sms.sent.map((m) => m.to)).toEqual(Array(4).fill('+919876543210'));
    expect(withheld).toEqual([]);
  });

  it('drops an SMS to any other number and reports it, without calling the transport', async () => {
    const { sms, withheld, messenger } = setUp();
    for (const to of ['+1 415 555 0100', '0120 4567 890', '+91 58765 43210', '12345', '']) {
      await messenger.send({ channel: 'phone', to, text: 'hi', kind: 'visit' });
    }
    expect(sms.sent).toEqual([]);
    expect(withheld).toEqual([
      ['+1 415 555 0100', 'not-indian-mobile'],
      ['0120 4567 890', 'not-indian-mobile'],
      ['+91 58765 43210', 'not-indian-mobile'],
      ['12345', 'not-indian-mobile'],
      ['', 'not-indian-mobile'],
    ]);
  });

  it('leaves e-mail alone', async () => {
    const { email, sms, messenger } = setUp();
    await messenger.send({ channel: 'email', to: 'a@example.test', subject: 's', text: 'hi' });
    expect(email.sent.map((m) => m.to)).toEqual(['a@example.test']);
    expect(sms.sent).toEqual([]);
  });
});

// RFC 8058: an alert e-mail names its unsubscribe link in the headers, for a POST, not a GET.
describe('alert e-mails', () => {
  // nodemailer's own stream transport builds the message as SMTP would send it.
  const render = async (message: OutgoingMessage) => {
    const info = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mailOf(message, 'alerts@example.com'));
    return (info.message as Buffer).toString('utf8');
  };

  it('carry List-Unsubscribe with the link and List-Unsubscribe-Post for one click', async () => {
    const url = 'https://ncr.example/api/alerts/unsubscribe/abc.def';
    const raw = await render({
      channel: 'email',
      to: 'buyer@example.com',
      subject: 'New listings',
      text: 'hi',
      kind: 'alert',
      unsubscribeUrl: url,
    });
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${url.replace(/[.]/g, '\\.')}>`, 'm'));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });

  it('other e-mails carry neither', async () => {
    const raw = await render({ channel: 'email', to: 'staff@example.com', subject: 'New query', text: 'hi', kind: 'notification' });
    expect(raw).not.toMatch(/List-Unsubscribe/);
  });
});
