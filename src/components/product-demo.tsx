import { Box, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import ChevronLeftIcon from '~icons/radix-icons/chevron-left';
import ChevronRightIcon from '~icons/radix-icons/chevron-right';
import Cross2Icon from '~icons/radix-icons/cross-2';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Product } from '../domain/product.ts';
import { formatCount } from '../domain/count.ts';
import { useReturnFocus } from './dialog-focus.ts';
import { ProductImage } from './product-image.tsx';
import { RadixThemeContext } from './radix-theme-context.tsx';

export interface ProductDemoProps {
  /** The product whose pictures are shown; the dialog is open while it is set. */
  product: Product | null;
  onClose: () => void;
}

export const demoTexts = {
  description: 'Product pictures. Use the arrow keys or the thumbnails to change the picture.',
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
  thumbnails: 'Pictures',
  position: (index: number, count: number) => `Image ${formatCount(index + 1)} of ${formatCount(count)}`,
} as const;

/** The product's picture gallery in a dialog: a large view and keyboard-navigable thumbnails. */
export function ProductDemo({ product, onClose }: ProductDemoProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixThemeContext>
      <Dialog.Root open={product !== null} onOpenChange={(open) => !open && onClose()}>
        <Dialog.Content maxWidth="760px" {...returnFocus}>
          {product && <Gallery key={product.id} product={product} />}
        </Dialog.Content>
      </Dialog.Root>
    </RadixThemeContext>
  );
}

function Gallery({ product }: { product: Product }) {
  const images = product.images.length > 0 ? product.images : [product.image];
  const count = images.length;
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = useId();

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined || count < 2) return;
    event.preventDefault();
    show(target, (event.target as HTMLElement).getAttribute('role') === 'tab');
  };

  return (
    <Flex direction="column" gap="3" onKeyDown={onKeyDown}>
      <Flex justify="between" align="start" gap="3">
        <Dialog.Title mb="0">{product.name}</Dialog.Title>
        <Dialog.Close>
          <IconButton variant="ghost" color="gray" aria-label={demoTexts.close}>
            <Cross2Icon aria-hidden />
          </IconButton>
        </Dialog.Close>
      </Flex>
      <Dialog.Description size="2" color="gray">
        {demoTexts.description}
      </Dialog.Description>

      <Box id={panelId} role="tabpanel" aria-label={demoTexts.position(index, count)} position="relative">
        <ProductImage
          src={images[index] ?? ''}
          srcSet={product.srcSets?.[images[index] ?? '']}
          sizes="(min-width: 768px) 640px, 100vw"
          alt={`${product.name}, ${demoTexts.position(index, count).toLowerCase()}`}
          resetKey={product.id}
          height={360}
          width={640}
        />
        {count > 1 && (
          <>
            <Box position="absolute" left="2" top="50%">
              <IconButton
                variant="surface"
                color="gray"
                aria-label={demoTexts.previous}
                onClick={() => show(index - 1)}
              >
                <ChevronLeftIcon aria-hidden />
              </IconButton>
            </Box>
            <Box position="absolute" right="2" top="50%">
              <IconButton
                variant="surface"
                color="gray"
                aria-label={demoTexts.next}
                onClick={() => show(index + 1)}
              >
                <ChevronRightIcon aria-hidden />
              </IconButton>
            </Box>
          </>
        )}
      </Box>
      <Text size="2" color="gray" align="center" aria-live="polite" data-testid="demo-position">
        {demoTexts.position(index, count)}
      </Text>

      {count > 1 && (
        <Flex role="tablist" aria-label={demoTexts.thumbnails} gap="2" wrap="wrap" justify="center">
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-controls={panelId}
              aria-label={demoTexts.position(i, count)}
              tabIndex={i === index ? 0 : -1}
              onClick={() => show(i)}
              style={{
                padding: 2,
                width: 72,
                borderRadius: 'var(--radius-2)',
                border: `2px solid ${i === index ? 'var(--accent-9)' : 'var(--gray-a5)'}`,
                background: 'none',
                cursor: 'pointer',
              }}
            >
              <ProductImage
                src={src}
                srcSet={product.srcSets?.[src]}
                sizes="64px"
                alt=""
                resetKey={product.id}
                height={56}
                width={64}
              />
            </button>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
