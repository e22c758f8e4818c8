import type { ProductAttribute } from '../contract/product.ts';

export const MAX_SPECIFICATIONS = 10;

export interface Specification {
  label: string;
  value: string;
}

function isHidden(key: string): boolean {
  const k = key.trim().toLowerCase();
  // 'featured' is the catalogue's own flag for the home page, not a fact about the product.
  return k.includes('phone') || k === 'featured';
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
