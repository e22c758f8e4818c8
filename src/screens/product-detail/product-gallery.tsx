import { Box, Flex } from '@radix-ui/themes';
import { useState } from 'react';
import { ProductImage } from '../../components/product-image.tsx';
import type { Product } from '../../domain/product.ts';
import { productDetailTexts as texts } from './product-detail-texts.ts';

const MAIN_HEIGHT = 380;
const THUMB_HEIGHT = 64;

/** The main picture (a placeholder when it fails) and, for several pictures, thumbnails to switch. */
export function ProductGallery({ product }: { product: Product }) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const [index, setIndex] = useState(0);
  const current = images[index] ?? product.image;

  return (
    <Flex direction="column" gap="3">
      <Box style={{ borderRadius: 'var(--radius-4)', overflow: 'hidden' }}>
        <ProductImage
          src={current}
          srcSet={product.srcSets?.[current]}
          sizes="(min-width: 1024px) 50vw, 100vw"
          alt={product.name}
          height={MAIN_HEIGHT}
          resetKey={product.id}
          priority
        />
      </Box>
      {images.length > 1 && (
        <Flex asChild gap="2" wrap="wrap" m="0" p="0">
          <ul aria-label={texts.pictures} style={{ listStyle: 'none' }}>
            {images.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  aria-label={texts.showImage(i + 1, images.length)}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                  style={{
                    width: THUMB_HEIGHT,
                    padding: 0,
                    cursor: 'pointer',
                    background: 'none',
                    borderRadius: 'var(--radius-2)',
                    overflow: 'hidden',
                    border: `2px solid ${i === index ? 'var(--accent-9)' : 'var(--gray-a5)'}`,
                  }}
                >
                  <ProductImage
                    src={src}
                    srcSet={product.srcSets?.[src]}
                    sizes={`${THUMB_HEIGHT}px`}
                    alt=""
                    height={THUMB_HEIGHT}
                    resetKey={product.id}
                  />
                </button>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}
