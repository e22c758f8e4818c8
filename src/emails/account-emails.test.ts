import { describe, expect, it } from 'vitest';
import {
  emailChangeAskedEmail,
  emailChangedEmail,
  emailChangedToHereEmail,
  emailChangeLinkEmail,
  emailVerifyEmail,
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
    movedByShop: emailChangedEmail({ firstName: 'Asha', email: 'asha@newco.in', when, byShop: true }, store),
    movedHere: emailChangedToHereEmail({ firstName: 'Asha', email: 'asha@newco.in', when }, store),
    welcome: emailVerifyEmail(
      { firstName: 'Asha', link: 'https://shop.in/verify-email?token=t', welcome: true },
      store,
    ),
    verify: emailVerifyEmail(
      { firstName: 'Asha', link: 'https://shop.in/verify-email?token=t', welcome: false },
      store,
    ),
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
    // The welcome thanks the shopper; a link asked again from the account is the link alone.
    expect(mails.welcome.subject).toBe('Welcome to Gupta Supply Co: please confirm your e-mail address');
    expect(mails.welcome.text).toContain('Thank you for registering with Gupta Supply Co.');
    expect(mails.verify.subject).toBe('Confirm your e-mail address for Gupta Supply Co');
    expect(mails.verify.text).not.toContain('Thank you for registering');
    for (const mail of [mails.welcome, mails.verify]) {
      expect(mail.text).toContain('within 7 days:\nhttps://shop.in/verify-email?token=t\n');
      expect(mail.text).toContain('If you did not register, write to us');
    }
    expect(mails.asked.text).toContain('asked to move it to asha@newco.in');
    expect(mails.asked.text).toContain('change your password at once: that cancels the change');
    expect(mails.moved.text).toContain('was changed to asha@newco.in on 6 Dec 2026, 3:20 pm');
  });

  it('tell both addresses when the shop moved the account at the customer’s request', () => {
    // The account page's own change reads as it did: no word of the shop.
    expect(mails.moved.text).toContain(
      'The e-mail address of your Gupta Supply Co account was changed to asha@newco.in on 6 Dec 2026, 3:20 pm. Sign in with that address from now on',
    );
    expect(mails.moved.text).toContain('If you did not change it, write to us or call us at once (below)');

    expect(mails.movedByShop.subject).toBe(mails.moved.subject);
    expect(mails.movedByShop.text).toContain(
      'As you asked us to, we changed the e-mail address of your Gupta Supply Co account to asha@newco.in on 6 Dec 2026, 3:20 pm, and signed it out on every device. Sign in with that address from now on',
    );
    expect(mails.movedByShop.text).toContain(
      'If you did not ask us for it, write to us or call us at once (below): we will give the account back to you.',
    );

    expect(mails.movedHere.subject).toBe('Your Gupta Supply Co account now signs in with this address');
    expect(mails.movedHere.text).toContain(
      'we changed the e-mail address of your Gupta Supply Co account to this one, asha@newco.in, on 6 Dec 2026, 3:20 pm. Sign in with it from now on, with the password you had;',
    );
    expect(mails.movedHere.text).toContain(
      '"Forgot password?" on the sign-in page mails a link to this address.',
    );
    expect(mails.movedHere.text).toContain(
      'If you have no account with Gupta Supply Co, this address was given to us by mistake',
    );
  });
});
