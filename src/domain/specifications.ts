import type { ProductAttribute } from '../contract/product.ts';
import { isFeaturedKey } from './product.ts';

export const MAX_SPECIFICATIONS = 10;

export interface Specification {
  label: string;
  value: string;
}

function isHidden(key: string): boolean {
  // 'featured' is the catalogue's own flag for the home page, not a fact about the product.
  return key.toLowerCase().includes('phone') || isFeaturedKey(key);
}

/** The product page's specification list (spec: phone keys hidden, underscores as spaces, at most 10). */
export function visibleSpecifications(attributes: readonly ProductAttribute[]): Specification[] {
  const specs: Specification[] = [];
  for (const attribute of attributes) {
    if (specs.length === MAX_SPECIFICATIONS) break;
    if (isHidden(attribute.key)) continue;
    const joined = attribute.value
      .map((v) => v.trim())
      .filter((v) => v !== '')
      .join(', ');
    // An attribute with no value would show a label and nothing (or just a unit).
    if (joined === '') continue;
    const unit = attribute.metricUnit?.trim();
    specs.push({
      label: attribute.key.replace(/_/g, ' ').trim(),
      value: unit ? `${joined} ${unit}` : joined,
    });
  }
  return specs;
}
