import { Flex, Text } from '@radix-ui/themes';
import ImageIcon from '~icons/radix-icons/image';
import { useState, type CSSProperties } from 'react';

export interface ProductImageProps {
  src: string;
  alt: string;
  /** The same picture at several widths (a product's `srcSets[src]`, for the owner's photos). */
  srcSet?: string | undefined;
  /** How wide the picture is shown, for the browser to choose from `srcSet`: '64px', '(min-width: 768px) 50vw, 100vw'. */
  sizes?: string;
  /**
   * Height in CSS pixels, or a CSS length (a card's `var(--product-image-height)`, which is smaller on
   * phones); the image fills the width and is contained (spec: 280px in cards).
   */
  height?: number | string;
  /** Intrinsic width hint for the browser, so the page does not shift while loading. */
  width?: number;
  /** Above the fold: loaded eagerly with high fetch priority. */
  priority?: boolean;
  /** The product id: a failed image is forgotten when the product (or the address) changes. */
  resetKey?: string;
  className?: string;
}

export const PRODUCT_IMAGE_HEIGHT = 280;

const frame = (height: number | string): CSSProperties => ({
  display: 'block',
  width: '100%',
  height,
  backgroundColor: 'var(--gray-a2)',
});

/** A product picture at a fixed height, or a placeholder icon when there is none or it fails to load. */
export function ProductImage({
  src,
  alt,
  srcSet,
  sizes,
  height = PRODUCT_IMAGE_HEIGHT,
  width = typeof height === 'number' ? height : PRODUCT_IMAGE_HEIGHT,
  priority = false,
  resetKey = '',
  className,
}: ProductImageProps) {
  const key = `${resetKey}\n${src}`;
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const failed = src.trim() === '' || failedKey === key;

  // Thumbnails (cart lines, gallery strips) get a smaller icon that still fits.
  const pixels = typeof height === 'number' ? height : PRODUCT_IMAGE_HEIGHT;
  const iconSize = Math.max(16, Math.min(48, Math.round(pixels / 3)));
  if (failed)
    return (
      <Flex
        role="img"
        aria-label={alt ? `${alt}: image not available` : 'Image not available'}
        align="center"
        justify="center"
        direction="column"
        gap="2"
        className={className}
        style={frame(height)}
        data-testid="product-image-placeholder"
      >
        <ImageIcon width={iconSize} height={iconSize} style={{ color: 'var(--gray-9)' }} aria-hidden />
        {pixels >= 120 && (
          <Text size="1" color="gray" aria-hidden>
            No image
          </Text>
        )}
      </Flex>
    );

  return (
    <img
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `${pixels}px`) : undefined}
      src={src}
      alt={alt}
      width={width}
      height={pixels}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedKey(key)}
      className={className}
      style={{ ...frame(height), objectFit: 'contain' }}
    />
  );
}
