import { Box, Button } from '@radix-ui/themes';
import ArrowLeftIcon from '~icons/radix-icons/arrow-left';
import type { ReactNode } from 'react';
import { productDetailTexts as texts } from './product-detail-texts.ts';

/** The page section every state of the product page sits in. */
export function DetailFrame({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box asChild px={{ initial: '4', sm: '6' }} py="5" maxWidth="1200px" mx="auto">
      <section aria-busy={busy || undefined} data-testid="product-detail">
        {children}
      </section>
    </Box>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <Box mb="4">
      <Button variant="ghost" color="gray" onClick={onBack}>
        <ArrowLeftIcon aria-hidden />
        {texts.back}
      </Button>
    </Box>
  );
}
