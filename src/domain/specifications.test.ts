import { describe, expect, it } from 'vitest';
import type { ProductAttribute } from '../contract/product.ts';
import { MAX_SPECIFICATIONS, visibleSpecifications } from './specifications.ts';

const attr = (key: string, value: string[], metricUnit?: string): ProductAttribute =>
  metricUnit ? { key, value, metricUnit } : { key, value };

describe('visibleSpecifications', () => {
  it('shows underscores in keys as spaces and joins values with commas', () => {
    expect(visibleSpecifications([attr('pack_size', ['10', '20'])])).toEqual([
      { label: 'pack size', value: '10, 20' },
    ]);
  });

  it('appends the metric unit when there is one', () => {
    expect(visibleSpecifications([attr('width', ['40'], 'mm')])).toEqual([
      { label: 'width', value: '40 mm' },
    ]);
  });

  it('hides keys containing phone in any case', () => {
    const attributes = [attr('phone', ['1']), attr('Support_Phone', ['2']), attr('PHONENUMBER', ['3'])];
    expect(visibleSpecifications([...attributes, attr('material', ['Paper'])])).toEqual([
      { label: 'material', value: 'Paper' },
    ]);
  });

  it('hides the internal featured flag', () => {
    expect(visibleSpecifications([attr('Featured', ['true'])])).toEqual([]);
  });

  it('skips attributes without a value', () => {
    expect(visibleSpecifications([attr('weight', [], 'kg'), attr('grade', [' '])])).toEqual([]);
  });

  it('shows at most 10', () => {
    const many = Array.from({ length: 15 }, (_, i) => attr(`spec_${i}`, [String(i)]));
    const shown = visibleSpecifications(many);
    expect(MAX_SPECIFICATIONS).toBe(10);
    expect(shown).toHaveLength(10);
    expect(shown.at(-1)).toEqual({ label: 'spec 9', value: '9' });
  });

  it('counts only shown attributes towards the 10', () => {
    const many = [attr('phone', ['x']), ...Array.from({ length: 10 }, (_, i) => attr(`s${i}`, ['v']))];
    expect(visibleSpecifications(many)).toHaveLength(10);
  });
});
