import { describe, expect, it } from 'vitest';
import {
  emailChangeAskedEmail,
  emailChangedEmail,
  emailChangeLinkEmail,
  passwordChangedEmail,
  passwordResetEmail,
} from './account-emails.ts';

const store = {
  name: 'Gupta Supply Co.',
  companyName: 'Gupta Supply Company Pvt. Ltd.',
  address: 'Plot 14, Goregaon Industrial Estate, Mumbai 400063',
  phone: '+91 98200 12345',
  email: 'support@guptasupply.in',
};
const when = '6 Dec 2026, 3:20 pm';

describe('the e-mails about signing in', () => {
  const mails = {
    reset: passwordResetEmail(
      { firstName: 'Asha', link: 'https://shop.in/reset-password?token=t', hours: 1 },
      store,
    ),
    changed: passwordChangedEmail({ firstName: 'Asha', when }, store),
    link: emailChangeLinkEmail({ firstName: 'Asha', link: 'https://shop.in/confirm-email?token=t' }, store),
    asked: emailChangeAskedEmail({ firstName: 'Asha', email: 'asha@newco.in', when }, store),
    moved: emailChangedEmail({ firstName: 'Asha', email: 'asha@newco.in', when }, store),
  };

  it('are signed with the shop’s address, phone and e-mail, so a customer who did not ask knows where to turn', () => {
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.text, name).toMatch(/^Hello Asha,\n/);
      expect(mail.text, name).toContain(
        '\n--\nGupta Supply Company Pvt. Ltd. · Plot 14, Goregaon Industrial Estate, Mumbai 400063\n+91 98200 12345 · support@guptasupply.in\n',
      );
      expect(mail.subject, name).toContain('Gupta Supply Co');
      expect(mail.subject, name).not.toContain('Co..');
    }
  });

  it('say what happened, when, and what to do if it was not the customer', () => {
    expect(mails.reset.text).toContain('within 1 hour:\nhttps://shop.in/reset-password?token=t\n');
    expect(mails.changed.text).toContain('was changed on 6 Dec 2026, 3:20 pm');
    expect(mails.changed.text).toContain('"Forgot password?"');
    expect(mails.link.text).toContain('within 24 hours:\nhttps://shop.in/confirm-email?token=t\n');
    expect(mails.link.text).toContain('If it was not you, ignore this e-mail');
    expect(mails.asked.text).toContain('asked to move it to asha@newco.in');
    expect(mails.asked.text).toContain('change your password at once: that cancels the change');
    expect(mails.moved.text).toContain('was changed to asha@newco.in on 6 Dec 2026, 3:20 pm');
  });
});
