import type { FieldError } from 'react-hook-form';
import { addressMessages } from '../../contract/address.ts';
import { businessDetails, checkBusiness, type BusinessDetails } from '../../contract/business.ts';
import { z } from '../../contract/zod.ts';
import { businessToggleText, type BusinessFieldsInput } from './business-form.ts';
import { gstinCheckCharacter, GSTIN_LENGTH, normaliseGstin, stateOfGstCode } from '../../domain/gst.ts';

export const businessTexts = {
  forBusiness: businessToggleText,
  gstin: 'GSTIN',
  gstinHint: '15 characters, e.g. 27AAPFU0939F1ZV. Your invoice will carry it, for input tax credit.',
  registeredIn: (state: string, code: string) => `Registered in ${state} (${code})`,
  legalName: 'Legal (trade) name',
  billingSame: 'Billing address is the shipping address',
  billingAddress: 'Billing address',
  billingCity: 'Billing city',
  billingState: 'Billing state',
  billingPostalCode: 'Billing PIN code',
  purchaseOrder: 'Your purchase order no. (optional)',
  purchaseOrderHint: "Printed on the invoice as Buyer's order no., for your accounts to match it.",
  accountsEmail: 'Accounts e-mail (optional)',
  accountsEmailHint: 'We also send the tax invoice here, for your accounts team.',
  missing: {
    billingAddress: 'Enter the billing address registered with your GSTIN',
    billingCity: 'Enter the billing city or town',
    billingState: 'Choose the billing state or union territory',
    billingPostalCode: 'Enter the billing 6-digit PIN code',
  },
} as const;

const FIELD_OF: Record<string, keyof BusinessFieldsInput> = {
  gstin: 'gstin',
  legalName: 'legalName',
  'billingAddress.address': 'billingAddress',
  'billingAddress.city': 'billingCity',
  'billingAddress.state': 'billingState',
  'billingAddress.postalCode': 'billingPostalCode',
  purchaseOrder: 'purchaseOrder',
  accountsEmail: 'accountsEmail',
};

/**
 * Loaded once the shopper ticks "Buying for a business?" (the form's check and the fields).
 * The business part read with the contract's own schema and GSTIN check (the one POST /orders
 * applies), against the shipping state when the billing address is the shipping one. Answers the
 * details to send, or each field's message.
 */
export function readBusiness(
  values: BusinessFieldsInput,
  shippingState: string,
): { business?: BusinessDetails; errors: Partial<Record<keyof BusinessFieldsInput, FieldError>> } {
  if (!values.forBusiness) return { errors: {} };
  const input = {
    gstin: values.gstin,
    legalName: values.legalName,
    purchaseOrder: values.purchaseOrder,
    accountsEmail: values.accountsEmail,
    ...(!values.billingSame && {
      billingAddress: {
        address: values.billingAddress,
        city: values.billingCity,
        state: values.billingState,
        postalCode: values.billingPostalCode,
      },
    }),
  };
  const read = businessDetails
    .check(z.superRefine((b, ctx) => checkBusiness(b, shippingState, ctx, [])))
    .safeParse(input);
  if (read.success) return { business: read.data, errors: {} };
  const errors: Partial<Record<keyof BusinessFieldsInput, FieldError>> = {};
  for (const issue of read.error.issues) {
    const field = FIELD_OF[issue.path.join('.')];
    if (!field || errors[field]) continue;
    const message =
      issue.message === addressMessages.required && field in businessTexts.missing
        ? businessTexts.missing[field as keyof typeof businessTexts.missing]
        : issue.message;
    errors[field] = { type: 'custom', message };
  }
  return { errors };
}

/** What the GSTIN typed so far tells: once it is whole and adds up, the state it is registered in. */
export function gstinHint(typed: string): string | undefined {
  const gstin = normaliseGstin(typed);
  if (gstin.length !== GSTIN_LENGTH || !/^[0-9A-Z]{15}$/.test(gstin)) return undefined;
  const state = stateOfGstCode(gstin.slice(0, 2));
  if (!state || gstinCheckCharacter(gstin) !== gstin[14]) return undefined;
  return businessTexts.registeredIn(state, gstin.slice(0, 2));
}
