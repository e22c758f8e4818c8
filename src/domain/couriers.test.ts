import { describe, expect, it } from 'vitest';
import { AWB, findCourier, shipmentOf, trackingUrl } from './couriers.ts';

describe('couriers', () => {
  it("links a listed courier's tracking page for the AWB, whatever the name's spacing or case", () => {
    expect(trackingUrl('Delhivery', '1234567890123')).toBe(
      'https://www.delhivery.com/track-v2/package/1234567890123',
    );
    expect(trackingUrl('bluedart', '81234567890')).toContain('trackNo=81234567890');
    expect(findCourier('BLUE DART')?.name).toBe('Blue Dart');
  });

  it('gives no link for a courier it does not know or a number that is not an AWB', () => {
    expect(trackingUrl('Our own van', '12345678')).toBeUndefined();
    expect(trackingUrl('Delhivery', '12 34')).toBeUndefined();
    expect(trackingUrl('Delhivery', '../../evil')).toBeUndefined();
    expect(AWB.test('EX-12345-IN')).toBe(true);
    expect(AWB.test('x')).toBe(false);
  });

  it('has a shipment only once both courier and AWB are given; an unlisted courier has no link', () => {
    expect(shipmentOf({ courier: 'Delhivery', awb: null })).toBeUndefined();
    expect(shipmentOf({ courier: null, awb: '1234567890123' })).toBeUndefined();
    expect(shipmentOf({ courier: 'Our own van', awb: 'VAN-0042' })).toEqual({
      courier: 'Our own van',
      awb: 'VAN-0042',
      trackingUrl: undefined,
    });
  });

  it("carries the e-way bill's number when the goods travelled with one", () => {
    const shipped = { courier: 'Delhivery', awb: '1234567890123' };
    expect(shipmentOf({ ...shipped, ewayBill: '181234567890' })).toHaveProperty('ewayBill', '181234567890');
    expect(shipmentOf({ ...shipped, ewayBill: null })).not.toHaveProperty('ewayBill');
    expect(shipmentOf({ courier: null, awb: null, ewayBill: '181234567890' })).toBeUndefined();
  });
});
