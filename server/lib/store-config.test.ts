import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storeConfigPath } from '../test/harness.ts';
import { runEntry } from '../test/process.ts';
import { loadStoreConfig, StoreConfigError } from './store-config.ts';

const folder = mkdtempSync(join(tmpdir(), 'shop-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const path = join(folder, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};

describe('the store configuration file', () => {
  it('in the repo is valid, with a realistic UPI id and the two categories', () => {
    const config = loadStoreConfig(storeConfigPath);
    expect(config.upiId).toMatch(/^[a-z0-9.]+@ok[a-z]+$/);
    expect(config.categories).toEqual(['HouseHold Supplies', 'Packaging & Shipping Products']);
    for (const name of config.categories)
      expect(config.categoryImages[name]).toMatch(/^\/images\/categories\/.+\.svg$/);
  });

  it('names the field that is wrong', () => {
    const good = loadStoreConfig(storeConfigPath);
    const path = write('bad.json', { ...good, upiId: 'not a vpa' });
    expect(() => loadStoreConfig(path)).toThrow(StoreConfigError);
    expect(() => loadStoreConfig(path)).toThrow(/upiId: must be a UPI id like name@bank/);
    expect(() => loadStoreConfig(write('broken.json', '{'))).toThrow(/Cannot read the store configuration/);
  });

  it('takes the bank account customers on credit pay into, and says what is wrong with it', () => {
    const good = loadStoreConfig(storeConfigPath);
    expect(good.bankAccount).toEqual({
      name: 'Gupta Supply Company Pvt. Ltd.',
      number: '50200012345678',
      ifsc: 'HDFC0001234',
      bank: 'HDFC Bank, IMT Manesar',
    });
    const { bankAccount, ...without } = good;
    expect(loadStoreConfig(write('no-bank.json', without)).bankAccount).toBeUndefined();
    const bad = (name: string, change: object) =>
      loadStoreConfig(write(name, { ...good, bankAccount: { ...bankAccount, ...change } }));
    expect(() => bad('ifsc.json', { ifsc: 'HDFC1234' })).toThrow(
      /bankAccount\.ifsc: must be the branch's IFSC: 4 capital letters, 0, then 6 letters or digits \(HDFC0001234\)/,
    );
    expect(() => bad('number.json', { number: '5020 0012 3456 78' })).toThrow(
      /bankAccount\.number: must be the account number: 9 to 18 digits/,
    );
    expect(() => bad('extra.json', { branch: 'Manesar' })).toThrow(/bankAccount/);
  });

  it('takes a WhatsApp number the way owners write it, and refuses one no chat can open', () => {
    const good = loadStoreConfig(storeConfigPath);
    expect(loadStoreConfig(write('wa.json', { ...good, whatsapp: '098765 43210' })).whatsapp).toBe(
      '098765 43210',
    );
    const { whatsapp: _wa, ...without } = good;
    expect(loadStoreConfig(write('no-wa.json', without)).whatsapp).toBeUndefined();
    expect(() => loadStoreConfig(write('landline.json', { ...good, whatsapp: '0124 4567890' }))).toThrow(
      /whatsapp: must be an Indian mobile number, like \+91 98765 43210/,
    );
  });

  it('gives orders a day to be paid unless the owner sets other whole hours (0: no limit)', () => {
    const good = loadStoreConfig(storeConfigPath);
    const { payWithinHours: _hours, ...without } = good;
    expect(loadStoreConfig(write('unset.json', without)).payWithinHours).toBe(24);
    expect(loadStoreConfig(write('never.json', { ...good, payWithinHours: 0 })).payWithinHours).toBe(0);
    for (const hours of [-1, 1.5, 721, '24'])
      expect(() => loadStoreConfig(write('hours.json', { ...good, payWithinHours: hours }))).toThrow(
        /payWithinHours: /,
      );
  });

  it('takes the GST registration as typed, and says what is wrong with its GSTIN', () => {
    const good = loadStoreConfig(storeConfigPath);
    expect(good.gst).toMatchObject({ gstin: '06AAGCG4821K1ZK', state: 'Haryana' });
    const typed = loadStoreConfig(
      write('lower.json', { ...good, gst: { ...good.gst, gstin: ' 06aagcg4821k1zk ' } }),
    );
    expect(typed.gst?.gstin).toBe('06AAGCG4821K1ZK');
    const { gst: _gst, ...without } = good;
    expect(loadStoreConfig(write('none.json', without)).gst).toBeUndefined();
    expect(() =>
      loadStoreConfig(write('typo.json', { ...good, gst: { ...good.gst, gstin: '06AAGCG4821K1ZL' } })),
    ).toThrow(/gst\.gstin: This GSTIN does not add up/);
    expect(() =>
      loadStoreConfig(write('moved.json', { ...good, gst: { ...good.gst, state: 'Karnataka' } })),
    ).toThrow(
      /gst\.gstin: This GSTIN is registered in Haryana \(state code 06\), but the address is in Karnataka/,
    );
    expect(() =>
      loadStoreConfig(write('nowhere.json', { ...good, gst: { ...good.gst, state: 'Atlantis' } })),
    ).toThrow(/gst\.state: must be a state or union territory/);
  });

  it('takes the GST registration from the environment too, each variable over its field', () => {
    const good = loadStoreConfig(storeConfigPath);
    const { gst: _gst, ...without } = good;
    const bare = write('no-gst.json', without);
    const karnataka = {
      STORE_GSTIN: '29aagcg4821k1zc',
      STORE_LEGAL_NAME: 'Gupta Supply Company Private Limited',
      STORE_GST_ADDRESS: '12 Residency Road\\nBengaluru, Karnataka 560025',
      STORE_GST_STATE: 'Karnataka',
    };
    expect(loadStoreConfig(bare, karnataka).gst).toEqual({
      gstin: '29AAGCG4821K1ZC',
      legalName: 'Gupta Supply Company Private Limited',
      address: '12 Residency Road\nBengaluru, Karnataka 560025',
      state: 'Karnataka',
    });
    // One variable over the file's registration; a blank one is not set.
    const renamed = loadStoreConfig(storeConfigPath, {
      STORE_LEGAL_NAME: 'Gupta Supplies LLP',
      STORE_GSTIN: ' ',
    });
    expect(renamed.gst).toEqual({ ...good.gst, legalName: 'Gupta Supplies LLP' });
    // Checked with the rest, and the error says the environment was used.
    expect(() => loadStoreConfig(storeConfigPath, { STORE_GST_STATE: 'Karnataka' })).toThrow(
      /with STORE_GST_STATE: gst\.gstin: This GSTIN is registered in Haryana/,
    );
    expect(() => loadStoreConfig(bare, { STORE_GSTIN: '29AAGCG4821K1ZC' })).toThrow(/gst\.legalName/);
  });

  it('stops the server with exit code 1 when STORE_CONFIG points at a bad file', async () => {
    const path = write('no-name.json', { ...loadStoreConfig(storeConfigPath), storeName: '' });
    const { code, stderr } = await runEntry('server/index.ts', [], { STORE_CONFIG: path });
    expect(code).toBe(1);
    expect(stderr).toContain('storeName');
  });
});
