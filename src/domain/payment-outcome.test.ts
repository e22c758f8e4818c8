import { describe, expect, it } from 'vitest';
import { paymentResponse } from '../contract/payment.ts';
import { followableTarget, paymentOutcome, paymentOutcomeMessages } from './payment-outcome.ts';

// The provider's answers of spec section 3, as the mock gateway serves them.
const upiLink = 'upi://pay?pa=guptasupply@okaxis&pn=Gupta%20Supply%20Co.&am=1249.50&cu=INR&tr=ORD-7K2M9XQ4';
const qrPngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAB0AAAAdAQAAAAB+6FqiAAAAfElEQVR42mP4';
const redirectPostResponse = {
  success: true,
  action: {
    type: 'redirect_post',
    redirectUrl: 'https://pay.gateway.example/v1/checkout',
    formParams: {
      type: 'payment',
      url: 'https://pay.gateway.example/v1/checkout',
      data: { orderId: 'ORD-7K2M9XQ4', amount: '1249.50', currency: 'INR', merchantId: 'GUPTA0001', v: 2 },
    },
  },
};
const deeplinkResponse = { success: true, action: { type: 'deeplink', redirectUrl: upiLink } };
const qrResponse = { success: true, action: { type: 'qr', qr: upiLink } };
const qrBase64Response = { success: true, action: { type: 'qr', qrBase64: qrPngBase64 } };
const redirectOnlyResponse = { success: true, redirectUrl: '/order-success?orderId=ORD-7K2M9XQ4' };
const initiatedResponse = { success: true };
const failedResponse = { success: false, error: 'Payment declined by bank' };
const unknownResponse = { success: false };

const outcome = (body: unknown) => paymentOutcome(paymentResponse.parse(body));
const unsafe = { kind: 'error', message: paymentOutcomeMessages.unsafe };

describe('followableTarget', () => {
  it('follows http, https and upi addresses', () => {
    expect(followableTarget('https://pay.example/x?a=1')).toEqual({
      kind: 'external',
      href: 'https://pay.example/x?a=1',
    });
    expect(followableTarget('http://pay.example/')).toEqual({
      kind: 'external',
      href: 'http://pay.example/',
    });
    expect(followableTarget(upiLink)).toMatchObject({ kind: 'external' });
  });

  it('treats a path on this shop as an in-app page', () => {
    expect(followableTarget('/order-success?orderId=ORD-1')).toEqual({
      kind: 'internal',
      path: '/order-success?orderId=ORD-1',
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/pay',
    '/\\evil.example',
    'pay here',
    'evil.example/pay',
    '',
    undefined,
  ])('refuses %s', (raw) => {
    expect(followableTarget(raw)).toBeNull();
  });

  it('refuses upi: where only a web page makes sense', () => {
    expect(followableTarget(upiLink, { allowUpi: false })).toBeNull();
  });
});

describe('paymentOutcome', () => {
  it('builds a POST form with type, url and data[key] for redirect_post', () => {
    expect(outcome(redirectPostResponse)).toEqual({
      kind: 'post-form',
      action: 'https://pay.gateway.example/v1/checkout',
      inputs: [
        { name: 'type', value: 'payment' },
        { name: 'url', value: 'https://pay.gateway.example/v1/checkout' },
        { name: 'data[orderId]', value: 'ORD-7K2M9XQ4' },
        { name: 'data[amount]', value: '1249.50' },
        { name: 'data[currency]', value: 'INR' },
        { name: 'data[merchantId]', value: 'GUPTA0001' },
        { name: 'data[v]', value: '2' },
      ],
    });
  });

  it('refuses a redirect_post whose action is not a web address', () => {
    expect(
      outcome({ success: true, action: { type: 'redirect_post', redirectUrl: 'javascript:alert(1)' } }),
    ).toEqual(unsafe);
    expect(outcome({ success: true, action: { type: 'redirect_post', redirectUrl: upiLink } })).toEqual(
      unsafe,
    );
    expect(outcome({ success: true, action: { type: 'redirect_post', redirectUrl: '/pay' } })).toEqual(
      unsafe,
    );
  });

  it('sends the browser to a deeplink', () => {
    expect(outcome(deeplinkResponse)).toEqual({ kind: 'go', target: { kind: 'external', href: upiLink } });
  });

  it('refuses a javascript: deeplink', () => {
    expect(
      outcome({ success: true, action: { type: 'deeplink', redirectUrl: 'javascript:alert(1)' } }),
    ).toEqual(unsafe);
  });

  it('draws a QR from the qr text and offers the UPI link when it is one', () => {
    expect(outcome(qrResponse)).toEqual({ kind: 'qr', qrText: upiLink, upiLink });
    expect(outcome({ success: true, action: { type: 'qr', qr: 'PAY-REF-123' } })).toEqual({
      kind: 'qr',
      qrText: 'PAY-REF-123',
    });
  });

  it('shows qrBase64 as an image, adding the data: prefix when missing', () => {
    expect(outcome(qrBase64Response)).toEqual({
      kind: 'qr',
      imageSrc: `data:image/png;base64,${qrPngBase64}`,
    });
    const prefixed = `data:image/png;base64,${qrPngBase64}`;
    expect(outcome({ success: true, action: { type: 'qr', qrBase64: prefixed } })).toEqual({
      kind: 'qr',
      imageSrc: prefixed,
    });
  });

  it('refuses a qrBase64 that is a data: address of something other than an image', () => {
    expect(
      outcome({ success: true, action: { type: 'qr', qrBase64: 'data:text/html;base64,PHA+' } }),
    ).toEqual(unsafe);
  });

  it('follows a redirectUrl given without an action', () => {
    expect(outcome(redirectOnlyResponse)).toEqual({
      kind: 'go',
      target: { kind: 'internal', path: '/order-success?orderId=ORD-7K2M9XQ4' },
    });
    expect(outcome({ success: true, redirectUrl: 'data:text/html,hi' })).toEqual(unsafe);
  });

  it('reports a payment initiated when success comes with neither action nor address', () => {
    expect(outcome(initiatedResponse)).toEqual({ kind: 'initiated' });
  });

  it("shows the provider's error when success is false", () => {
    expect(outcome(failedResponse)).toEqual({ kind: 'error', message: 'Payment declined by bank' });
  });

  it('falls back to the unknown error otherwise', () => {
    expect(outcome(unknownResponse)).toEqual({ kind: 'error', message: paymentOutcomeMessages.unknown });
    expect(outcome({})).toEqual({ kind: 'error', message: paymentOutcomeMessages.unknown });
    expect(outcome({ success: true, action: { type: 'qr' } })).toEqual({
      kind: 'error',
      message: paymentOutcomeMessages.unknown,
    });
    expect(outcome({ success: true, action: { type: 'deeplink' } })).toEqual({
      kind: 'error',
      message: paymentOutcomeMessages.unknown,
    });
  });
});
