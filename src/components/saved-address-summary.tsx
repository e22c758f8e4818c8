import { Badge, Flex, Text } from '@radix-ui/themes';
import type { SavedAddress } from '../contract/address-book.ts';
import { addressBookTexts } from '../domain/address-book.ts';
import { formatIndianMobile } from '../domain/phone.ts';
import { shippingLine } from '../domain/orders.ts';
import { deliveryTexts } from '../domain/delivery.ts';

/**
 * One saved address as the account page and checkout show it: name (and Default), the address, the
 * phone, and the delivery instructions last given with it.
 */
export function SavedAddressSummary({ saved }: { saved: SavedAddress }) {
  const { isDefault, shippingAddress: a } = saved;
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="center">
        <Text size="2" weight="bold">
          {a.fullName}
        </Text>
        {isDefault && (
          <Badge color="green" variant="soft">
            {addressBookTexts.default}
          </Badge>
        )}
      </Flex>
      <Text size="2">{shippingLine(a)}</Text>
      <Text size="1" color="gray">
        {formatIndianMobile(a.phone)}
      </Text>
      {saved.deliveryNote && (
        <Text size="1" color="gray">
          {deliveryTexts.note}: {saved.deliveryNote}
        </Text>
      )}
    </Flex>
  );
}
